import type { NOTICE_TITLES } from './noticeTitles.ts';
import { downloadRoutes } from '@kfeed/contracts/routes/download';

/**
 * Demo notices written in Korean and English. Every other interface language has the
 * title (noticeTitles.ts, by `key`) and reads the English text.
 */
export interface SeedNotice {
  key: keyof typeof NOTICE_TITLES;
  fixed: boolean;
  /** Either days before the seeding moment, or a fixed UTC time. */
  when: { daysAgo: number } | { at: string };
  ko: { title: string; text: string };
  en: { title: string; text: string };
}

/** The file the guidelines notice offers for download (under STORAGE_DIR). */
export const GUIDELINES_FILE = {
  folder: 'notices',
  name: 'kfeed-community-guidelines.txt',
  originalName: { ko: 'KFeed 커뮤니티 이용 수칙.txt', en: 'KFeed community guidelines.txt' },
  contents: `KFeed 커뮤니티 이용 수칙 / KFeed community guidelines

1. 서로 존중해 주세요. 국적, 인종, 종교, 성별을 이유로 한 혐오 표현은 삭제됩니다.
   Be respectful. Hate speech based on nationality, race, religion or gender is removed.
2. 개인정보(전화번호, 외국인등록번호, 주소)를 게시하지 마세요.
   Do not post personal information (phone numbers, residence card numbers, addresses).
3. 비자 보증이나 고수익을 약속하는 구인 글은 사기일 가능성이 큽니다. 신고해 주세요.
   Job posts promising visa sponsorship or easy money are often scams. Please report them.
4. 불편한 회원은 차단할 수 있습니다. 차단한 회원의 글과 댓글은 보이지 않습니다.
   You can block members. Their posts and comments are then hidden from you.
5. 번역은 기계 번역입니다. 중요한 내용은 원문을 확인하세요.
   Translations are made by machine. Check the original for anything important.
`,
};

const download = (lang: 'ko' | 'en') =>
  `${downloadRoutes.fileDownload.path}?fileRovl=${GUIDELINES_FILE.folder}&fileFlnm=${GUIDELINES_FILE.name}&fileOrn=${encodeURIComponent(GUIDELINES_FILE.originalName[lang])}`;

export const SEED_NOTICES: SeedNotice[] = [
  {
    key: 'guidelines',
    fixed: true,
    when: { daysAgo: 120 },
    ko: {
      title: 'KFeed 커뮤니티 이용 수칙 안내',
      text: `<p>KFeed는 한국에 사는 외국인 주민이 서로 정보를 나누는 공간입니다. 모두가 편하게 이용할 수 있도록 아래 수칙을 지켜 주세요.</p><ul><li>서로 존중하고, 혐오 표현을 쓰지 않습니다.</li><li>전화번호나 외국인등록번호 같은 개인정보를 올리지 않습니다.</li><li>의심스러운 구인 글은 신고합니다.</li></ul><p>전체 수칙은 <a href="${download('ko')}">이용 수칙 파일</a>에서 내려받을 수 있습니다.</p>`,
    },
    en: {
      title: 'KFeed community guidelines',
      text: `<p>KFeed is a place for foreign residents in Korea to share what they know. Please follow these guidelines so everyone feels welcome.</p><ul><li>Be respectful and never use hate speech.</li><li>Do not post personal information such as phone or residence card numbers.</li><li>Report job posts that look suspicious.</li></ul><p>You can <a href="${download('en')}">download the full guidelines</a>.</p>`,
    },
  },
  {
    key: 'termsUpdate',
    fixed: true,
    when: { at: '2025-05-23T01:00:00Z' },
    ko: {
      title: '이용약관 및 개인정보 처리방침 개정 안내 (2025년 6월 1일 시행)',
      text: '<p>2025년 6월 1일부터 개정된 이용약관과 개인정보 처리방침이 시행됩니다.</p><ul><li>로그인 인증번호의 유효 시간(5분)과 1회 사용 원칙을 명시했습니다.</li><li>탈퇴 시 이메일 주소, 프로필 사진, 자기소개를 바로 삭제하도록 바꾸었습니다.</li><li>프로필 사진의 위치 정보 등 메타데이터를 자동으로 지웁니다.</li></ul><p>자세한 내용은 마이페이지의 이용약관과 개인정보 처리방침에서 확인해 주세요.</p>',
    },
    en: {
      title: 'Updated Terms of Service and Privacy Policy (effective 1 June 2025)',
      text: '<p>Revised Terms of Service and a revised Privacy Policy take effect on 1 June 2025.</p><ul><li>Sign-in codes are valid for five minutes and can be used only once.</li><li>When you close your account, your e-mail address, profile photo and introduction are deleted at once.</li><li>Location and other metadata are removed from profile photos automatically.</li></ul><p>You can read both documents from My Page.</p>',
    },
  },
  {
    key: 'loginCode',
    fixed: true,
    when: { daysAgo: 60 },
    ko: {
      title: '이메일 인증번호로 로그인하는 방법',
      text: '<p>KFeed는 비밀번호 없이 이메일 인증번호로 로그인합니다.</p><ol><li>로그인 창에 가입한 이메일 주소를 입력합니다.</li><li>메일로 받은 6자리 인증번호를 5분 안에 입력합니다.</li></ol><p>메일이 오지 않으면 스팸함을 확인하고, 잠시 후 다시 요청해 주세요. 인증번호는 누구에게도 알려 주지 마세요.</p>',
    },
    en: {
      title: 'How to log in with an e-mail code',
      text: '<p>KFeed has no passwords: you log in with a code sent by e-mail.</p><ol><li>Enter the e-mail address you signed up with.</li><li>Enter the six-digit code from the e-mail within five minutes.</li></ol><p>If no e-mail arrives, check your spam folder and ask again a little later. Never share your code with anyone.</p>',
    },
  },
  {
    key: 'maintenance',
    fixed: false,
    when: { daysAgo: 3 },
    ko: {
      title: '서버 점검 안내 (새벽 2시~4시)',
      text: '<p>더 안정적인 서비스를 위해 이번 주 목요일 새벽 2시부터 4시(한국 시간)까지 서버 점검을 진행합니다. 점검 중에는 글쓰기와 댓글 작성이 잠시 중단됩니다.</p>',
    },
    en: {
      title: 'Scheduled maintenance (2–4 a.m.)',
      text: '<p>To keep KFeed running smoothly, we will carry out maintenance this Thursday from 2 to 4 a.m. Korean time. Writing posts and comments will be paused during that time.</p>',
    },
  },
  {
    key: 'translation',
    fixed: false,
    when: { daysAgo: 10 },
    ko: {
      title: '게시물이 16개 언어로 번역됩니다',
      text: '<p>이제 게시물과 댓글이 선택한 언어로 자동 번역되어 보입니다. 원래 글이 궁금하면 ‘원문 보기’를 눌러 주세요.</p>',
    },
    en: {
      title: 'Posts are now translated into 16 languages',
      text: '<p>Posts and comments now appear automatically translated into the language you chose. Tap “Show original” to read what the author wrote.</p>',
    },
  },
  {
    key: 'block',
    fixed: false,
    when: { daysAgo: 18 },
    ko: {
      title: '새 기능: 회원 차단',
      text: '<p>보고 싶지 않은 회원을 차단할 수 있습니다. 게시물이나 댓글의 메뉴에서 ‘차단’을 누르면 그 회원의 글과 댓글이 더 이상 보이지 않습니다. 차단한 회원은 마이페이지 &gt; 차단 회원 관리에서 풀 수 있습니다.</p>',
    },
    en: {
      title: 'New: block members',
      text: '<p>You can now block members you do not want to see. Choose “Block” in the menu of a post or comment and their posts and comments disappear for you. Unblock them any time in My Page &gt; Blocked members.</p>',
    },
  },
  {
    key: 'report',
    fixed: false,
    when: { daysAgo: 25 },
    ko: {
      title: '규칙을 어긴 게시물은 신고해 주세요',
      text: '<p>사기, 혐오 표현, 개인정보 노출 등 규칙을 어긴 게시물과 댓글은 메뉴의 ‘신고’로 알려 주세요. 운영팀이 확인한 뒤 조치합니다.</p>',
    },
    en: {
      title: 'Please report posts that break the rules',
      text: '<p>Use “Report” in the menu for posts and comments with scams, hate speech or personal information. Our team reviews every report.</p>',
    },
  },
  {
    key: 'photos',
    fixed: false,
    when: { daysAgo: 33 },
    ko: {
      title: '사진 첨부 안내: 최대 10장, 장당 30MB',
      text: '<p>게시물에는 사진을 최대 10장까지, 한 장에 30MB까지 올릴 수 있습니다. 큰 사진은 올리기 전에 자동으로 줄여 드립니다.</p>',
    },
    en: {
      title: 'Photos: up to 10 per post, 30 MB each',
      text: '<p>You can add up to 10 photos to a post, each up to 30 MB. Large photos are resized automatically before they are uploaded.</p>',
    },
  },
  {
    key: 'heic',
    fixed: false,
    when: { daysAgo: 41 },
    ko: {
      title: '아이폰 HEIC 사진도 올릴 수 있습니다',
      text: '<p>아이폰으로 찍은 HEIC 사진을 올리면 자동으로 JPEG로 바꾸어 올립니다.</p>',
    },
    en: {
      title: 'iPhone HEIC photos are supported',
      text: '<p>HEIC photos taken with an iPhone are converted to JPEG automatically when you upload them.</p>',
    },
  },
  {
    key: 'location',
    fixed: false,
    when: { daysAgo: 52 },
    ko: {
      title: '프로필 사진의 위치 정보는 자동으로 지워집니다',
      text: '<p>프로필 사진을 올리면 사진에 담긴 촬영 위치와 기기 정보 같은 메타데이터를 지운 뒤 저장합니다.</p>',
    },
    en: {
      title: 'Location data is removed from profile photos',
      text: '<p>When you upload a profile photo, metadata such as where it was taken and which device took it is removed before it is stored.</p>',
    },
  },
  {
    key: 'jobScam',
    fixed: false,
    when: { daysAgo: 67 },
    ko: {
      title: '비자 보증을 약속하는 구인 사기에 주의하세요',
      text: '<p>‘비자 보증’, ‘선불금 없이 고수익’을 내세우며 여권이나 돈을 요구하는 구인 글이 늘고 있습니다. 이런 글을 보면 신고해 주시고, 여권이나 외국인등록증을 절대 맡기지 마세요.</p>',
    },
    en: {
      title: 'Beware of job scams promising visa sponsorship',
      text: '<p>More and more job posts promise “visa sponsorship” or “high pay, no fees” and then ask for your passport or money. Please report such posts and never hand over your passport or residence card.</p>',
    },
  },
  {
    key: 'holidays',
    fixed: false,
    when: { daysAgo: 80 },
    ko: {
      title: '연휴 기간 고객 문의 안내',
      text: '<p>연휴 기간에는 고객 문의 답변이 평소보다 늦어질 수 있습니다. 양해 부탁드립니다.</p>',
    },
    en: {
      title: 'Support during the holidays',
      text: '<p>During the holidays our replies to support requests may take longer than usual. Thank you for your patience.</p>',
    },
  },
  {
    key: 'search',
    fixed: false,
    when: { daysAgo: 95 },
    ko: {
      title: '검색이 더 정확해졌습니다',
      text: '<p>이제 두 글자 한국어 단어와 일본어, 중국어 단어도 정확하게 검색됩니다. 번역된 내용도 함께 검색합니다.</p>',
    },
    en: {
      title: 'Better search',
      text: '<p>Search now finds two-letter Korean words as well as Japanese and Chinese words, and it looks through translations too.</p>',
    },
  },
  {
    key: 'original',
    fixed: false,
    when: { daysAgo: 110 },
    ko: {
      title: '원문 보기로 작성자의 글을 확인하세요',
      text: '<p>번역이 어색하다면 게시물 아래의 ‘원문 보기’를 눌러 작성자가 쓴 그대로 읽어 보세요.</p>',
    },
    en: {
      title: 'Tip: read the original',
      text: '<p>If a translation reads oddly, tap “Show original” under the post to read it exactly as the author wrote it.</p>',
    },
  },
  {
    key: 'beta',
    fixed: false,
    when: { daysAgo: 150 },
    ko: {
      title: 'KFeed 베타 서비스를 시작합니다',
      text: '<p>한국에 사는 외국인 주민을 위한 다국어 커뮤니티 KFeed가 베타 서비스를 시작합니다. 생활 정보, 일자리, 모임 소식을 나누어 주세요.</p>',
    },
    en: {
      title: 'KFeed beta is open',
      text: '<p>KFeed, a multilingual community for foreign residents in Korea, opens its beta today. Share tips on daily life, jobs and meet-ups.</p>',
    },
  },
];
