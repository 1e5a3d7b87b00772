import { screen, within } from '@testing-library/react';
import { landingPages } from '../../lib/landing-pages';
import { LAZY_PAGE, LAZY_TEST_MS, renderAt, visibleText } from '../../test/render-at';
import { readingMinutes, wordCount } from './article-content';
import { articleContents } from './article-contents';
import { blogPosts } from './blog-posts';

describe('blog article pages', () => {
  it.each(blogPosts)('/blog/$slug shows its h1, its meta line, a way back to the blog and the closing call to action', async (post) => {
    renderAt(`/blog/${post.slug}`);

    const h1 = await screen.findByRole('heading', { level: 1, name: post.title }, LAZY_PAGE);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe(`${post.title} | Devis`);
    const article = screen.getByRole('article', { name: post.title });
    expect(article).toContainElement(h1);
    expect(within(article).getByText(post.category)).toBeInTheDocument();
    const meta = within(article).getByText((_, element) => element?.tagName === 'P' && /min de lecture$/.test(visibleText(element)));
    expect(visibleText(meta)).toMatch(new RegExp(`^\\d{1,2} \\p{L}+ 2026 · ${readingMinutes(articleContents[post.slug]!)} min de lecture$`, 'u'));
    expect(within(meta).getByText(/2026$/).tagName).toBe('TIME');
    expect(within(meta).getByText(/2026$/)).toHaveAttribute('datetime', post.publishedOn);
    expect(within(article).getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(3);
    expect(within(article).getByRole('link', { name: /Tous les articles du blog/ })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('heading', { level: 2, name: /Prêt à envoyer votre prochain devis/ })).toBeInTheDocument();
  }, LAZY_TEST_MS);

  it('answers an unknown article with the 404 page', () => {
    renderAt('/blog/article-inconnu');
    expect(screen.getByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    expect(document.title).toBe('Page introuvable | Devis');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});

describe('blog articles as content', () => {
  it.each(blogPosts)('$slug is 500 to 900 words long, published in 2026 before the end of November', (post) => {
    const words = wordCount(articleContents[post.slug]!);
    expect(words).toBeGreaterThanOrEqual(500);
    expect(words).toBeLessThanOrEqual(900);
    expect(post.publishedOn >= '2026-01-01' && post.publishedOn <= '2026-11-29').toBe(true);
  });

  it('reads at 200 words a minute, at least one minute', () => {
    const paragraph = (words: number) => [{ type: 'p' as const, text: [Array.from({ length: words }, () => 'mot').join(' ')] }];
    expect(readingMinutes(paragraph(30))).toBe(1);
    expect(readingMinutes(paragraph(700))).toBe(4);
    expect(readingMinutes(paragraph(900))).toBe(5);
    // Punctuation alone is no word; "20 %" counts its number only.
    expect(wordCount([{ type: 'p', text: ['TVA à 20 % – ou pas'] }])).toBe(5);
  });

  it('pre-renders each article at /blog/<slug> with its own title and description', () => {
    for (const post of blogPosts) {
      expect(landingPages).toContainEqual({ path: `/blog/${post.slug}`, meta: { title: post.title, description: post.excerpt } });
    }
    expect(new Set(landingPages.map((page) => page.path)).size).toBe(landingPages.length);
  });
});
