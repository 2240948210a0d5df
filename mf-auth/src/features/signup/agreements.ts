/** The sign-up consents (spec 1, section 5 "Terms at sign-up"). */
export interface Agreements {
  /** 14 years or older (required). */
  age: boolean;
  /** Terms of service (required). */
  service: boolean;
  /** Privacy policy (required). */
  privacy: boolean;
  /** Unique-identification-number consent (optional). */
  uniqueId: boolean;
}

export const NO_AGREEMENTS: Agreements = {
  age: false,
  service: false,
  privacy: false,
  uniqueId: false,
};

export const AGREEMENT_KEYS = ['age', 'service', 'privacy', 'uniqueId'] as const;

export const REQUIRED_AGREEMENTS = ['age', 'service', 'privacy'] as const;

export const allAgreed = (a: Agreements): boolean => AGREEMENT_KEYS.every((key) => a[key]);

export const requiredAgreed = (a: Agreements): boolean =>
  REQUIRED_AGREEMENTS.every((key) => a[key]);

export const agreeToAll = (value: boolean): Agreements => ({
  age: value,
  service: value,
  privacy: value,
  uniqueId: value,
});
