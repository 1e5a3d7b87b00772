import { blogPosts } from '../features/blog/blog-posts';
import { pageMeta, type PageMeta } from './page-meta';
import { blogPostPath, paths } from './paths';

/**
 * Every landing page with its meta: the build pre-renders exactly these (prerender/render-page.tsx), and their paths
 * are the landing's pages.json, from which the shell answers 200 or 404 and writes the sitemap.
 */
export const landingPages: { path: string; meta: PageMeta }[] = [
  ...(Object.keys(paths) as (keyof typeof paths)[]).map((key) => ({ path: paths[key], meta: pageMeta[key] })),
  ...blogPosts.map((post) => ({ path: blogPostPath(post.slug), meta: { title: post.title, description: post.excerpt } })),
];
