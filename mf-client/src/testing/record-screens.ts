/**
 * Records the text of every element added to the page, in order, so a test can check screens that show
 * only for a moment (e.g. 'Redirection...') without timing.
 */
export function recordScreens(selector: string) {
  const seen: string[] = [];
  const note = (node: Node) => {
    if (!(node instanceof Element)) return;
    const matches = [...(node.matches(selector) ? [node] : []), ...Array.from(node.querySelectorAll(selector))];
    for (const match of matches) {
      const text = match.textContent ?? '';
      if (seen[seen.length - 1] !== text) seen.push(text);
    }
  };
  const observer = new MutationObserver((records) => records.forEach((r) => r.addedNodes.forEach(note)));
  observer.observe(document.body, { childList: true, subtree: true });
  note(document.body);
  return {
    seen,
    stop: () => {
      observer.takeRecords().forEach((r) => r.addedNodes.forEach(note));
      observer.disconnect();
    },
  };
}
