import {
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';
import { autoGrowHeight } from './autoGrow.ts';

/** A textarea that grows with its text from 56 to 120 px, then scrolls. */
export function AutoGrowTextarea({
  textareaRef,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & {
  value: string;
  /** The element, for a caller that moves focus to it. */
  textareaRef?: Ref<HTMLTextAreaElement>;
}) {
  const ref = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.style.height = 'auto';
    const { height, scrolls } = autoGrowHeight(element.scrollHeight);
    element.style.height = `${height}px`;
    element.style.overflowY = scrolls ? 'auto' : 'hidden';
  }, [props.value]);
  useImperativeHandle(textareaRef, () => ref.current as HTMLTextAreaElement, []);
  return <textarea ref={ref} rows={1} {...props} />;
}
