import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LAZY_PAGE, LAZY_TEST_MS, renderAt } from '../../test/render-at';
import { readingMinutes } from './article-content';
import { articleContents } from './article-contents';
import { blogPosts } from './blog-posts';

describe('blog index', () => {
  it('lists each article as a card whose title links to its page, with its reading time', async () => {
    renderAt('/blog');
    await screen.findByRole('heading', { level: 2, name: blogPosts[0]!.title }, LAZY_PAGE);

    const list = screen.getAllByRole('list').find((candidate) => within(candidate).queryAllByRole('article').length > 0)!;
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(blogPosts.length);
    blogPosts.forEach((post, index) => {
      const card = within(cards[index]!).getByRole('article', { name: post.title });
      expect(within(card).getByRole('link', { name: post.title })).toHaveAttribute('href', `/blog/${post.slug}`);
      expect(within(card).getByText(`${readingMinutes(articleContents[post.slug]!)} min de lecture`)).toBeInTheDocument();
    });
  }, LAZY_TEST_MS);

  it('opens the article from its card without a reload', async () => {
    renderAt('/blog');
    const post = blogPosts[2]!;
    await userEvent.click(await screen.findByRole('link', { name: post.title }, LAZY_PAGE));

    expect(await screen.findByRole('heading', { level: 1, name: post.title }, LAZY_PAGE)).toBeInTheDocument();
    expect(window.location.pathname).toBe(`/blog/${post.slug}`);
  }, LAZY_TEST_MS);
});
