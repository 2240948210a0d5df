/** Reload the page: a sign-in on Home shows the feed as the member sees it. */
export function reloadPage(): void {
  window.location.reload();
}
