import { Fragment } from 'react';
import { Box, Chip, Container, Link, Typography } from '@devis/platform';
import { formatLongDate } from '@devis/domain';
import { usePageTitle } from '../../lib/use-page-title';
import { paths } from '../../lib/paths';
import { PageLink } from '../../lib/router/page-link';
import { ClosingCta } from '../../components/closing-cta';
import { readingMinutes, type ArticleBlock, type Inline } from './article-content';
import { blogPost } from './blog-posts';

function InlineText({ parts }: { parts: readonly Inline[] }) {
  return parts.map((part, index) => {
    if (typeof part === 'string') return <Fragment key={index}>{part}</Fragment>;
    if ('strong' in part) return <strong key={index}>{part.strong}</strong>;
    return part.href.startsWith('/') ? (
      <Link key={index} component={PageLink} to={part.href}>
        {part.text}
      </Link>
    ) : (
      <Link key={index} href={part.href}>
        {part.text}
      </Link>
    );
  });
}

function Block({ block }: { block: ArticleBlock }) {
  switch (block.type) {
    case 'h2':
    case 'h3':
      return <Typography variant={block.type}>{block.text}</Typography>;
    case 'p':
      return (
        <p>
          <InlineText parts={block.text} />
        </p>
      );
    case 'ul':
    case 'ol':
      return (
        <Box component={block.type}>
          {block.items.map((item, index) => (
            <li key={index}>
              <InlineText parts={item} />
            </li>
          ))}
        </Box>
      );
    case 'email':
      return (
        <Box component="figure" sx={{ mx: 0, my: 3, p: { xs: 2, sm: 3 }, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'grey.50', '& p:last-child': { mb: 0 } }}>
          <Typography component="figcaption" sx={{ fontWeight: 700 }}>
            Objet : {block.subject}
          </Typography>
          {block.paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </Box>
      );
  }
}

type Props = { slug: string; content: readonly ArticleBlock[] };

/** A blog article: a readable measure, one h1, h2 sections, then the landing's closing call to action. */
export function BlogArticle({ slug, content }: Props) {
  const post = blogPost(slug);
  usePageTitle(post.title);
  return (
    <>
      <Box component="article" aria-labelledby="article-title">
        <Container maxWidth={false} sx={{ maxWidth: 720, pt: { xs: 4, md: 6 }, pb: { xs: 2, md: 4 } }}>
          <Link component={PageLink} to={paths.blog} variant="body2" sx={{ fontWeight: 600 }}>
            ← Tous les articles du blog
          </Link>
          <Box sx={{ mt: 4 }}>
            <Chip label={post.category} size="small" sx={{ bgcolor: '#DBEAFE', color: '#1E40AF', fontWeight: 600 }} />
          </Box>
          <Typography id="article-title" variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.6rem' }, fontWeight: 800, letterSpacing: '-0.02em', mt: 2 }}>
            {post.title}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mt: 1.5 }}>
            <time dateTime={post.publishedOn}>{formatLongDate(post.publishedOn)}</time> · {readingMinutes(content)} min de lecture
          </Typography>
          <Box
            sx={{
              mt: 4,
              fontSize: '1.06rem',
              lineHeight: 1.75,
              color: 'text.primary',
              '& p': { my: 2 },
              '& h2': { fontSize: '1.45rem', fontWeight: 700, lineHeight: 1.3, mt: 5, mb: 1.5 },
              '& h3': { fontSize: '1.1rem', fontWeight: 700, lineHeight: 1.4, mt: 4, mb: 1 },
              '& ul, & ol': { pl: 3, my: 2 },
              '& li': { my: 0.75 },
              '& a': { color: 'primary.main' },
            }}
          >
            {content.map((block, index) => (
              <Block key={index} block={block} />
            ))}
          </Box>
        </Container>
      </Box>
      <ClosingCta />
    </>
  );
}
