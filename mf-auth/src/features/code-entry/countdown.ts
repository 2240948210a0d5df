/** Seconds as m:ss (spec 1, section 4): 300 -> '5:00', 61 -> '1:01', 0 -> '0:00'. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const minutes = Math.floor(whole / 60);
  return `${minutes}:${String(whole % 60).padStart(2, '0')}`;
}
