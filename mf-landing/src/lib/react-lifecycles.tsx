import { Component, type ComponentType, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

// What single-spa-react did for this app, in a few lines: its 2.5 KB gzip counted against the landing's first visit.

type AppProps = { name: string };

const failedText = 'Une erreur est survenue. Veuillez recharger la page.';

class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <p role="alert">{failedText}</p> : this.props.children;
  }
}

/** The DOM node single-spa-react used, so the shell and tests find the app at the same place. */
function containerOf(name: string): HTMLElement {
  const id = `single-spa-application:${name}`;
  const existing = document.getElementById(id);
  if (existing) return existing;
  const created = document.createElement('div');
  created.id = id;
  document.body.appendChild(created);
  return created;
}

/** single-spa lifecycles rendering the component loadApp resolves to (loaded once, at bootstrap). */
export function reactLifecycles(loadApp: () => Promise<ComponentType>) {
  let App: ComponentType | null = null;
  const roots = new Map<string, Root>();
  return {
    bootstrap: async () => {
      App = await loadApp();
    },
    mount: async ({ name }: AppProps) => {
      if (!App) throw new Error(`${name} mounted before bootstrap`);
      const root = createRoot(containerOf(name));
      roots.set(name, root);
      root.render(
        <ErrorBoundary>
          <App />
        </ErrorBoundary>,
      );
    },
    unmount: async ({ name }: AppProps) => {
      roots.get(name)?.unmount();
      roots.delete(name);
    },
  };
}
