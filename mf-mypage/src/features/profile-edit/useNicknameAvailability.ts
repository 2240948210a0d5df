import { useEffect, useState } from 'react';
import { nicknameProblem } from '@kfeed/contracts/validation';
import { checkNickname } from './api/checkNickname.ts';

export type Availability = 'idle' | 'checking' | 'available' | 'taken' | 'unknown';

/** How long typing must pause before the nickname is checked. */
export const NICKNAME_CHECK_DELAY_MS = 400;

/**
 * Whether the nickname is free, checked as the member types (debounced); 'idle' while it
 * breaks the nickname rule or is the member's own. A failed check is 'unknown': the save
 * still goes ahead and the server decides.
 */
export function useNicknameAvailability(
  nickname: string,
  own: string,
  rule: { official?: boolean } = {},
): Availability {
  const wanted = nickname.trim();
  const skip = nicknameProblem(wanted, rule) !== null || wanted === own.trim();
  const [result, setResult] = useState<{ nickname: string; availability: Availability }>({
    nickname: '',
    availability: 'idle',
  });

  useEffect(() => {
    if (skip) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      checkNickname(wanted, controller.signal)
        .then((answer) =>
          setResult({ nickname: wanted, availability: answer.available ? 'available' : 'taken' }),
        )
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          console.warn('[mf-mypage] nickname check failed', error);
          setResult({ nickname: wanted, availability: 'unknown' });
        });
    }, NICKNAME_CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [wanted, skip]);

  if (skip) return 'idle';
  return result.nickname === wanted ? result.availability : 'checking';
}
