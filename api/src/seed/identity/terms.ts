import { LANGUAGE_CODES, type LanguageCode } from '@kfeed/contracts/languages';
import { TERMS_HEADINGS } from './termsHeadings.ts';

/**
 * The terms of service and the privacy policy in three versions (2024-01, 2024-09 and
 * the current 2025-06), written in Korean and English. Every other interface language
 * gets its own document: headings in that language (termsHeadings.ts), a line saying the
 * full text is in English, and the English articles.
 * Each article says from which version it exists, and may word itself per version.
 */
type Version = 202401 | 202409 | 202506;
type Lang = 'ko' | 'en';
type Text = string | ((version: Version) => string);

interface Article {
  since: Version;
  title: Record<Lang, string>;
  body: Record<Lang, Text>;
}

export const TERMS_VERSIONS: { version: Version; announced: string; starts: string }[] = [
  { version: 202506, announced: '2025-05-23', starts: '2025-06-01' },
  { version: 202409, announced: '2024-08-23', starts: '2024-09-01' },
  { version: 202401, announced: '2023-12-22', starts: '2024-01-01' },
];

const TERMS: Article[] = [
  {
    since: 202401,
    title: { ko: '목적', en: 'Purpose' },
    body: {
      ko: '<p>이 약관은 KFeed(이하 ‘서비스’)가 제공하는 다국어 커뮤니티 서비스를 이용할 때 서비스와 회원 사이의 권리, 의무 및 책임 사항을 정하는 것을 목적으로 합니다.</p>',
      en: '<p>These Terms set out the rights, obligations and responsibilities of KFeed (the “Service”) and its members when using the multilingual community service the Service provides.</p>',
    },
  },
  {
    since: 202401,
    title: { ko: '정의', en: 'Definitions' },
    body: {
      ko: (v) =>
        `<ol><li>‘회원’이란 이 약관에 동의하고 이메일 인증을 거쳐 가입한 사람을 말합니다.</li><li>‘게시물’이란 회원이 서비스에 올린 글, 사진, 댓글과 이에 딸린 정보를 말합니다.</li>${v >= 202409 ? '<li>‘번역본’이란 게시물을 다른 언어로 자동 번역하여 보여 주는 내용을 말합니다.</li>' : ''}</ol>`,
      en: (v) =>
        `<ol><li>A “member” is a person who agreed to these Terms and signed up by verifying an e-mail address.</li><li>A “post” is any text, photo or comment a member publishes on the Service, with its related information.</li>${v >= 202409 ? '<li>A “translation” is the automatically translated text of a post shown in another language.</li>' : ''}</ol>`,
    },
  },
  {
    since: 202401,
    title: { ko: '회원가입', en: 'Signing up' },
    body: {
      ko: (v) =>
        `<p>서비스는 만 14세 이상인 사람만 가입할 수 있습니다. 가입은 이메일로 받은 6자리 인증번호를 입력하여 완료하며, 회원은 닉네임, 국가, 사용 언어를 사실대로 입력해야 합니다.${v >= 202506 ? ' 인증번호는 발급 후 5분 동안만 유효하며 한 번만 사용할 수 있습니다.' : ''}</p>`,
      en: (v) =>
        `<p>Only people aged 14 or older may sign up. Signing up is completed by entering the six-digit code sent to your e-mail address, and members must give their nickname, country and language truthfully.${v >= 202506 ? ' A code is valid for five minutes after it is sent and can be used only once.' : ''}</p>`,
    },
  },
  {
    since: 202401,
    title: { ko: '계정 관리', en: 'Your account' },
    body: {
      ko: '<p>회원은 자신의 이메일 계정을 안전하게 관리해야 하며, 인증번호를 다른 사람에게 알려서는 안 됩니다. 계정이 도용된 것을 알게 되면 바로 서비스에 알려 주세요.</p>',
      en: '<p>Members must keep their e-mail account safe and must never share a sign-in code with anyone. If you learn that your account is being used by someone else, tell the Service right away.</p>',
    },
  },
  {
    since: 202401,
    title: { ko: '게시물의 권리와 책임', en: 'Posts: rights and responsibilities' },
    body: {
      ko: (v) =>
        `<p>게시물의 저작권은 작성한 회원에게 있습니다. 회원은 서비스가 게시물을 서비스 안에서 보여 주고${v >= 202409 ? ', 다른 언어로 번역하여 보여 주고' : ''}, 검색 결과에 노출하는 데 필요한 범위에서 이용하는 것을 허락합니다. 게시물로 생기는 책임은 작성한 회원에게 있습니다.</p>`,
      en: (v) =>
        `<p>Members keep the copyright in their posts. They allow the Service to use their posts as far as needed to show them on the Service${v >= 202409 ? ', to show them translated into other languages,' : ''} and to list them in search results. Members are responsible for what they post.</p>`,
    },
  },
  {
    since: 202401,
    title: { ko: '금지 행위', en: 'What is not allowed' },
    body: {
      ko: '<ul><li>다른 사람의 개인정보를 허락 없이 올리는 행위</li><li>국적, 인종, 종교, 성별 등을 이유로 한 혐오 표현과 차별</li><li>불법 취업 알선, 사기, 불법 금융 광고</li><li>음란하거나 폭력적인 콘텐츠</li><li>서비스 운영을 방해하거나 자동화된 수단으로 대량 접근하는 행위</li></ul>',
      en: '<ul><li>Posting other people’s personal information without their permission</li><li>Hate speech or discrimination based on nationality, race, religion, gender or similar grounds</li><li>Illegal job brokering, fraud or illegal financial advertising</li><li>Sexual or violent content</li><li>Disrupting the Service or accessing it in bulk by automated means</li></ul>',
    },
  },
  {
    since: 202409,
    title: { ko: '신고와 차단', en: 'Reports and blocks' },
    body: {
      ko: '<p>회원은 이 약관이나 법령을 어긴 게시물과 댓글을 신고할 수 있습니다. 다른 회원을 차단하면 그 회원의 게시물과 댓글이 더 이상 보이지 않으며, 차단은 마이페이지에서 언제든지 풀 수 있습니다. 서비스는 신고된 게시물을 검토하여 숨기거나 삭제할 수 있습니다.</p>',
      en: '<p>Members can report posts and comments that break these Terms or the law. Blocking another member hides their posts and comments from you; you can unblock them at any time on My Page. The Service reviews reported posts and may hide or remove them.</p>',
    },
  },
  {
    since: 202409,
    title: { ko: '번역 기능', en: 'Translation' },
    body: {
      ko: '<p>번역본은 기계 번역으로 만들어지므로 원문과 뜻이 다를 수 있습니다. 중요한 내용은 ‘원문 보기’로 원문을 확인해 주세요. 서비스는 번역의 정확성을 보증하지 않습니다.</p>',
      en: '<p>Translations are made by machine translation and may differ in meaning from the original. For anything important, check the original with “Show original”. The Service does not guarantee that translations are accurate.</p>',
    },
  },
  {
    since: 202401,
    title: { ko: '탈퇴', en: 'Closing your account' },
    body: {
      ko: (v) =>
        v >= 202506
          ? '<p>회원은 언제든지 마이페이지에서 탈퇴할 수 있습니다. 탈퇴하면 계정과 모든 로그인 세션이 즉시 종료됩니다. 이미 작성한 게시물과 댓글은 삭제되지 않으므로, 지우고 싶은 게시물은 탈퇴 전에 직접 삭제해 주세요.</p>'
          : '<p>회원은 언제든지 마이페이지에서 탈퇴할 수 있습니다. 탈퇴 후에도 이미 작성한 게시물과 댓글은 삭제되지 않습니다.</p>',
      en: (v) =>
        v >= 202506
          ? '<p>Members can close their account at any time on My Page. Closing it ends the account and every signed-in session at once. Posts and comments already written are not deleted, so delete any you want removed before you close your account.</p>'
          : '<p>Members can close their account at any time on My Page. Posts and comments already written stay after the account is closed.</p>',
    },
  },
  {
    since: 202401,
    title: { ko: '서비스의 변경과 면책', en: 'Changes to the Service and disclaimer' },
    body: {
      ko: '<p>서비스는 운영에 필요한 경우 기능을 바꾸거나 중단할 수 있으며, 중요한 변경은 공지사항으로 미리 알립니다. 회원이 올린 정보의 정확성과 신뢰성에 대해서는 서비스가 책임지지 않습니다.</p>',
      en: '<p>The Service may change or stop features when operations require it, and announces important changes in advance in Notices. The Service is not responsible for the accuracy or reliability of information members post.</p>',
    },
  },
  {
    since: 202401,
    title: { ko: '약관의 변경', en: 'Changes to these Terms' },
    body: {
      ko: '<p>서비스는 약관을 바꿀 때 시행일과 변경 사유를 밝혀 시행일 7일 전부터 공지합니다. 회원에게 불리한 변경은 30일 전부터 공지합니다.</p>',
      en: '<p>When the Service changes these Terms, it announces the effective date and the reason at least 7 days before that date, or 30 days before for changes to a member’s disadvantage.</p>',
    },
  },
  {
    since: 202401,
    title: { ko: '준거법과 관할', en: 'Governing law and jurisdiction' },
    body: {
      ko: '<p>이 약관은 대한민국 법률에 따라 해석되며, 서비스와 회원 사이의 분쟁은 민사소송법에 따른 관할 법원에서 해결합니다.</p>',
      en: '<p>These Terms are governed by the laws of the Republic of Korea. Disputes between the Service and a member are settled by the court having jurisdiction under the Civil Procedure Act.</p>',
    },
  },
];

const PRIVACY: Article[] = [
  {
    since: 202401,
    title: { ko: '수집하는 개인정보', en: 'What we collect' },
    body: {
      ko: '<ul><li>회원가입: 이메일 주소, 닉네임, 국가, 사용 언어</li><li>선택 입력: 프로필 사진, 자기소개</li><li>자동 수집: 접속 IP 주소, 브라우저 정보(User-Agent), 접속 일시, 서비스 이용 기록</li></ul>',
      en: '<ul><li>When you sign up: e-mail address, nickname, country and language</li><li>If you choose to add them: profile photo and introduction</li><li>Collected automatically: IP address, browser information (User-Agent), access times and records of use</li></ul>',
    },
  },
  {
    since: 202401,
    title: { ko: '이용 목적', en: 'Why we use it' },
    body: {
      ko: (v) =>
        `<ul><li>회원 확인과 로그인 인증번호 발송</li><li>게시물, 댓글, 좋아요 등 커뮤니티 기능 제공</li><li>선택한 언어로 화면${v >= 202409 ? '과 번역' : ''} 제공</li><li>부정 이용 방지${v >= 202506 ? '(인증번호 요청 횟수 제한 등)' : ''}와 신고 처리</li><li>공지사항 안내</li></ul>`,
      en: (v) =>
        `<ul><li>Identifying members and sending sign-in codes</li><li>Providing community features such as posts, comments and likes</li><li>Showing the interface${v >= 202409 ? ' and translations' : ''} in your language</li><li>Preventing abuse${v >= 202506 ? ' (for example, limiting how often codes can be requested)' : ''} and handling reports</li><li>Informing you through Notices</li></ul>`,
    },
  },
  {
    since: 202401,
    title: { ko: '보유 기간', en: 'How long we keep it' },
    body: {
      ko: (v) =>
        v >= 202506
          ? '<p>회원 정보는 탈퇴할 때까지 보관합니다. 탈퇴하면 이메일 주소, 프로필 사진, 자기소개를 바로 삭제합니다. 인증번호 요청 기록은 부정 이용 방지를 위해 24시간 보관한 뒤 삭제하며, 「통신비밀보호법」에 따른 접속 기록은 3개월간 보관합니다.</p>'
          : '<p>회원 정보는 탈퇴할 때까지 보관하며, 탈퇴 후 30일 이내에 파기합니다. 관계 법령에 따라 보관해야 하는 정보는 그 기간 동안 보관합니다.</p>',
      en: (v) =>
        v >= 202506
          ? '<p>We keep member information until you close your account. When you do, your e-mail address, profile photo and introduction are deleted at once. Records of code requests are kept for 24 hours to prevent abuse, and access logs are kept for three months as the Protection of Communications Secrets Act requires.</p>'
          : '<p>We keep member information until you close your account and destroy it within 30 days after that. Information the law requires us to keep is kept for the period the law sets.</p>',
    },
  },
  {
    since: 202401,
    title: { ko: '제3자 제공과 처리 위탁', en: 'Sharing and processors' },
    body: {
      ko: (v) =>
        `<p>법령에 근거가 있거나 회원이 동의한 경우가 아니면 개인정보를 제3자에게 제공하지 않습니다. 이메일 발송${v >= 202409 ? '과 게시물 번역' : ''}을 위해 처리를 위탁할 수 있습니다.${v >= 202409 ? ' 번역을 위탁할 때는 게시물 내용만 전달하고 회원을 알아볼 수 있는 정보는 전달하지 않습니다.' : ''}</p>`,
      en: (v) =>
        `<p>We do not give personal information to third parties unless the law allows it or you agree. We may use processors to send e-mail${v >= 202409 ? ' and to translate posts' : ''}.${v >= 202409 ? ' For translation we send only the text of the post, never information that identifies you.' : ''}</p>`,
    },
  },
  {
    since: 202401,
    title: { ko: '회원의 권리', en: 'Your rights' },
    body: {
      ko: '<p>회원은 언제든지 마이페이지에서 자신의 정보를 확인하고 고칠 수 있으며, 탈퇴로 개인정보 처리의 정지를 요구할 수 있습니다. 만 14세 미만 아동의 개인정보는 수집하지 않습니다.</p>',
      en: '<p>You can see and correct your information on My Page at any time, and you can stop all processing by closing your account. We do not collect personal information of children under 14.</p>',
    },
  },
  {
    since: 202506,
    title: { ko: '쿠키', en: 'Cookies' },
    body: {
      ko: '<p>로그인 상태를 유지하는 데 꼭 필요한 쿠키 하나만 사용하며, 광고나 추적을 위한 쿠키는 사용하지 않습니다. 브라우저에서 쿠키를 차단하면 로그인 상태가 유지되지 않을 수 있습니다.</p>',
      en: '<p>We use a single cookie, needed to keep you signed in, and no cookies for advertising or tracking. If you block cookies in your browser, you may not stay signed in.</p>',
    },
  },
  {
    since: 202401,
    title: { ko: '안전성 확보 조치', en: 'How we protect it' },
    body: {
      ko: (v) =>
        `<p>인증번호와 로그인 토큰은 원래 값이 아닌 암호학적 해시 값으로만 저장하며, 모든 통신은 암호화된 연결(HTTPS)로 주고받습니다.${v >= 202506 ? ' 프로필 사진은 올릴 때 위치 정보 등 메타데이터를 지웁니다.' : ''}</p>`,
      en: (v) =>
        `<p>Sign-in codes and session tokens are stored only as cryptographic hashes, never as they are, and all traffic uses encrypted connections (HTTPS).${v >= 202506 ? ' Location and other metadata are removed from profile photos when they are uploaded.' : ''}</p>`,
    },
  },
  {
    since: 202401,
    title: { ko: '개인정보 보호책임자', en: 'Who to contact' },
    body: {
      ko: '<p>개인정보 보호책임자: KFeed 운영팀<br>이메일: <a href="mailto:privacy@kfeed.example">privacy@kfeed.example</a></p>',
      en: '<p>Data protection officer: the KFeed operations team<br>E-mail: <a href="mailto:privacy@kfeed.example">privacy@kfeed.example</a></p>',
    },
  },
];

const HEADINGS: Record<'terms' | 'privacy', Record<Lang, string>> = {
  terms: { ko: 'KFeed 이용약관', en: 'KFeed Terms of Service' },
  privacy: { ko: 'KFeed 개인정보 처리방침', en: 'KFeed Privacy Policy' },
};

function render(type: 'terms' | 'privacy', version: Version, language: LanguageCode): string {
  const articles = (type === 'terms' ? TERMS : PRIVACY).filter((a) => a.since <= version);
  const own = language === 'ko' || language === 'en' ? null : TERMS_HEADINGS[language];
  const lang: Lang = language === 'ko' ? 'ko' : 'en';
  const label = (index: number) =>
    own ? own.article(index) : lang === 'ko' ? `제${index}조` : `Article ${index}`;
  const body = articles
    .map((article, index) => {
      const text = article.body[lang];
      const title = own?.titles[article.title.en] ?? article.title[lang];
      return `<h2>${label(index + 1)} ${title}</h2>\n${typeof text === 'string' ? text : text(version)}`;
    })
    .join('\n');
  const heading = own ? own[type] : HEADINGS[type][lang];
  const note = own ? `\n<p><em>${own.englishOnly}</em></p>` : '';
  return `<h1>${heading}</h1>${note}\n${body}`;
}

export interface SeedTermsDocument {
  termsType: 'terms' | 'privacy';
  termsVersion: number;
  isoCode: LanguageCode;
  announcementDate: string;
  startDate: string;
  contents: string;
}

export function seedTermsDocuments(): SeedTermsDocument[] {
  return TERMS_VERSIONS.flatMap(({ version, announced, starts }) =>
    (['terms', 'privacy'] as const).flatMap((termsType) =>
      LANGUAGE_CODES.map((isoCode) => ({
        termsType,
        termsVersion: version,
        isoCode,
        announcementDate: announced,
        startDate: starts,
        contents: render(termsType, version, isoCode),
      })),
    ),
  );
}
