/** Leaving the page for another address (a download): one place, so tests can watch it. */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
