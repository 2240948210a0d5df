/**
 * The operator's business details shown on my page (Korean law asks online services to
 * show them). One place to change them; the labels are translated, the values are not.
 */
export const BUSINESS_INFO = {
  company: 'KFeed Co., Ltd.',
  representative: 'Kim Minjun',
  registration: '123-45-67890',
  address: '12 Teheran-ro, Gangnam-gu, Seoul, Republic of Korea',
  email: 'help@kfeed.example',
} as const;

export type BusinessField = keyof typeof BUSINESS_INFO;
