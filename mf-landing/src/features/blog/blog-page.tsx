import { Box, Chip, Container, Link, Typography } from '@devis/platform';
import { formatLongDate } from '@devis/domain';
import { usePageTitle } from '../../lib/use-page-title';
import { pageMeta } from '../../lib/page-meta';
import { blogPostPath } from '../../lib/paths';
import { PageLink } from '../../lib/router/page-link';
import { PageIntro } from '../../components/page-intro';
import { ClosingCta } from '../../components/closing-cta';
import { readingMinutes } from './article-content';
import { articleContents } from './article-contents';
import { blogPosts } from './blog-posts';

export default function BlogPage() {
  usePageTitle(pageMeta.blog.title);
  return (
    <>
      <PageIntro
        eyebrow="Blog"
        title="Le blog des devis qui se signent"
        lead="Réglementation, fiscalité et conseils pratiques pour les indépendants et les petites entreprises."
      />
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
          {blogPosts.map((post) => (
            <Box component="li" key={post.slug}>
              <Box
                component="article"
                aria-labelledby={`post-${post.slug}`}
                sx={{
                  position: 'relative',
                  height: '100%',
                  p: 3,
                  borderRadius: 3,
                  border: 1,
                  borderColor: 'divider',
                  bgcolor: 'background.paper',
                  display: 'flex',
                  flexDirection: 'column',
                  transition: 'border-color 0.2s, box-shadow 0.2s',
                  '&:hover': { borderColor: 'primary.main', boxShadow: 2 },
                  '&:focus-within': { borderColor: 'primary.main' },
                }}
              >
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <Chip label={post.category} size="small" sx={{ bgcolor: '#DBEAFE', color: '#1E40AF', fontWeight: 600 }} />
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {readingMinutes(articleContents[post.slug] ?? [])} min de lecture
                  </Typography>
                </Box>
                <Typography id={`post-${post.slug}`} variant="h2" sx={{ fontSize: '1.2rem', fontWeight: 800, mt: 2 }}>
                  {/* The title is the link; its ::after covers the card, so the whole card is clickable. */}
                  <Link
                    component={PageLink}
                    to={blogPostPath(post.slug)}
                    underline="hover"
                    sx={{ color: 'text.primary', '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 3 } }}
                  >
                    {post.title}
                  </Link>
                </Typography>
                <Typography sx={{ color: 'text.secondary', mt: 1, flexGrow: 1 }}>{post.excerpt}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }}>
                  <time dateTime={post.publishedOn}>{formatLongDate(post.publishedOn)}</time>
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      </Container>
      <ClosingCta />
    </>
  );
}
