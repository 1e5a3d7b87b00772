import { renderRoot } from '../../../jest/testing/render-root';
import Root from '../root.component';

/** Renders the real app at a path, as the entry file mounts it. */
export const renderApp = (path: string) => renderRoot(<Root />, path);
