import { ports } from './ports.ts';

/** Tell the translator stand-in (support/translatorStandIn.ts) what to do next. */
export async function translatorControl(action: 'hold' | 'release' | `fail?count=${number}`) {
  const response = await fetch(`http://127.0.0.1:${ports.translatorControl}/${action}`, {
    method: 'POST',
  });
  if (!response.ok) throw new Error(`translator stand-in: ${action} answered ${response.status}`);
}
