import type { SVGProps } from 'react';

/** Small line icons, drawn in currentColor; decorative (the control carries the label). */
function Icon({
  children,
  size = 24,
  ...rest
}: SVGProps<SVGSVGElement> & { size?: number | undefined }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

export const ChevronLeftIcon = ({ size }: { size?: number | undefined }) => (
  <Icon size={size}>
    <path d="M15 5l-7 7 7 7" />
  </Icon>
);
export const ChevronRightIcon = ({ size }: { size?: number | undefined }) => (
  <Icon size={size}>
    <path d="M9 5l7 7-7 7" />
  </Icon>
);
export const MoreIcon = () => (
  <Icon>
    <circle cx="12" cy="5" r="1.4" fill="currentColor" stroke="none" />
    <circle cx="12" cy="12" r="1.4" fill="currentColor" stroke="none" />
    <circle cx="12" cy="19" r="1.4" fill="currentColor" stroke="none" />
  </Icon>
);
export const HeartIcon = ({ filled = false, size = 22 }: { filled?: boolean; size?: number }) => (
  <Icon size={size} fill={filled ? 'currentColor' : 'none'}>
    <path d="M12 20s-7-4.4-7-10a4 4 0 017-2.6A4 4 0 0119 10c0 5.6-7 10-7 10z" />
  </Icon>
);
export const CommentIcon = ({ size = 22 }: { size?: number }) => (
  <Icon size={size}>
    <path d="M4 5h16v11H9l-5 4z" />
  </Icon>
);
export const LinkIcon = ({ size = 22 }: { size?: number }) => (
  <Icon size={size}>
    <path d="M10 14a4 4 0 005.7 0l3-3a4 4 0 00-5.7-5.7l-1 1" />
    <path d="M14 10a4 4 0 00-5.7 0l-3 3a4 4 0 005.7 5.7l1-1" />
  </Icon>
);
export const CloseIcon = () => (
  <Icon>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
);
export const TranslateIcon = ({ size = 18 }: { size?: number }) => (
  <Icon size={size}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.6 3.6 5.6 3.6 9s-1.1 6.4-3.6 9c-2.5-2.6-3.6-5.6-3.6-9S9.5 5.6 12 3z" />
  </Icon>
);
export const ZoomInIcon = () => (
  <Icon>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M20 20l-4.3-4.3M11 8v6M8 11h6" />
  </Icon>
);
export const ZoomOutIcon = () => (
  <Icon>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M20 20l-4.3-4.3M8 11h6" />
  </Icon>
);
export const SendIcon = () => (
  <Icon>
    <path d="M4 12l16-8-6 16-2.5-6.5z" />
  </Icon>
);
