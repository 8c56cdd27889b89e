/** A titled section of a content page: an `<h2 id>` that a hash link (#returns) can open. */
export interface ContentSection {
  id: string;
  title: string;
}

const entities: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Plain text of an HTML fragment: tags dropped, the usual entities decoded, spaces collapsed. */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return entities[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The anchored second-level headings of content HTML, in order, for an "On this page" list.
 * The content is sanitised markup (ids are plain names), so a pattern is enough to read it.
 */
export function extractSections(html: string): ContentSection[] {
  const sections: ContentSection[] = [];
  const seen = new Set<string>();
  for (const match of html.matchAll(/<h2\b([^>]*)>([\s\S]*?)<\/h2>/gi)) {
    const id = /\bid\s*=\s*["']?([A-Za-z][\w:-]*)/.exec(match[1] ?? '')?.[1];
    const title = htmlToText(match[2] ?? '');
    if (!id || !title || seen.has(id)) continue;
    seen.add(id);
    sections.push({ id, title });
  }
  return sections;
}
