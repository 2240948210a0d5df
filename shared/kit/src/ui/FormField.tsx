import { useId, type ReactNode } from 'react';

/** The ids a field's control is drawn with. */
export interface FormFieldIds {
  /** The control's id, which the label points at. */
  id: string;
  /** The line under the control while it says something: the control's aria-describedby. */
  describedBy: string | undefined;
}

interface FormFieldProps {
  label: ReactNode;
  /** The app's classes for the wrapper (`field`) and the label (`label`), e.g. its form module. */
  classes: Readonly<Record<string, string>>;
  /** The line under the control: an error, a hint, a counter. Nothing when empty. */
  message?: ReactNode;
  messageClassName?: string | undefined;
  /** The line stays in place, even empty, and is read out when it changes (aria-live). */
  live?: boolean;
  /** The line is read out at once (role=alert), e.g. a server's refusal. */
  urgent?: boolean;
  /** The control (input, textarea, select), drawn with the ids given. */
  children: (ids: FormFieldIds) => ReactNode;
}

/** A labelled form control with a line under it (sign-in, sign-up, profile edit). */
export function FormField({
  label,
  classes,
  message,
  messageClassName,
  live = false,
  urgent = false,
  children,
}: FormFieldProps) {
  const id = useId();
  const messageId = useId();
  const says = message !== null && message !== undefined && message !== '' && message !== false;
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      {children({ id, describedBy: says ? messageId : undefined })}
      {says || live ? (
        <p
          id={messageId}
          className={messageClassName}
          role={urgent ? 'alert' : undefined}
          aria-live={live ? 'polite' : undefined}
        >
          {message}
        </p>
      ) : null}
    </div>
  );
}
