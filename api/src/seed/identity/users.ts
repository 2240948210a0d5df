/** The demo members. Other seeds and the browser tests rely on these e-mail addresses. */
export interface SeedUser {
  email: string;
  nickname: string;
  nationCode: string;
  isoCode: string;
  official: boolean;
  roles: string[];
  intro: string | null;
}

export const SEED_USERS: SeedUser[] = [
  {
    email: 'kfeed.official@kfeed.example',
    nickname: 'KFeed',
    nationCode: 'KR',
    isoCode: 'ko',
    official: true,
    roles: ['ROLE_ADMIN'],
    intro: 'KFeed 공식 계정입니다. 공지와 생활 정보를 전해 드려요.',
  },
  {
    email: 'seoul.city@kfeed.example',
    nickname: 'SeoulCity',
    nationCode: 'KR',
    isoCode: 'en',
    official: true,
    roles: [],
    intro: 'News and services for foreign residents of Seoul.',
  },
  {
    email: 'minh@kfeed.example',
    nickname: 'Minh',
    nationCode: 'VN',
    isoCode: 'vi',
    official: false,
    roles: [],
    intro: 'Sinh viên ở Busan. Thích nấu ăn và đi bộ đường dài.',
  },
  {
    email: 'yuki@kfeed.example',
    nickname: 'Yuki',
    nationCode: 'JP',
    isoCode: 'ja',
    official: false,
    roles: [],
    intro: 'ソウルで働いています。カフェ巡りが好きです。',
  },
  {
    email: 'anna@kfeed.example',
    nickname: 'Anna',
    nationCode: 'RU',
    isoCode: 'ru',
    official: false,
    roles: [],
    intro: 'Живу в Инчхоне, учу корейский.',
  },
  {
    email: 'liwei@kfeed.example',
    nickname: 'LiWei',
    nationCode: 'CN',
    isoCode: 'zh-CN',
    official: false,
    roles: [],
    intro: null,
  },
  {
    email: 'john@kfeed.example',
    nickname: 'John',
    nationCode: 'US',
    isoCode: 'en',
    official: false,
    roles: [],
    intro: 'English teacher in Daegu.',
  },
  {
    email: 'sari@kfeed.example',
    nickname: 'Sari',
    nationCode: 'ID',
    isoCode: 'id',
    official: false,
    roles: [],
    intro: 'Bekerja di Ansan. Suka berbagi resep.',
  },
  {
    email: 'maria@kfeed.example',
    nickname: 'Maria',
    nationCode: 'PH',
    isoCode: 'fil',
    official: false,
    roles: [],
    intro: null,
  },
  {
    email: 'bold@kfeed.example',
    nickname: 'Bold',
    nationCode: 'MN',
    isoCode: 'mn',
    official: false,
    roles: [],
    intro: 'Сөүлд суралцдаг оюутан.',
  },
];
