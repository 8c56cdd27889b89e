// The named entities an address may hold (French accents, quotes, dashes); others stay as written.
const entities: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', eacute: 'é', Eacute: 'É', egrave: 'è', ecirc: 'ê',
  agrave: 'à', acirc: 'â', ccedil: 'ç', icirc: 'î', ocirc: 'ô', ucirc: 'û', ugrave: 'ù', rsquo: '’', lsquo: '‘',
  ndash: '–', mdash: '—', hellip: '…', copy: '©',
};

/**
 * The text lines of a small piece of content HTML (the footer-address page): one line per
 * paragraph, line break or list item, tags dropped and entities read, blank lines left out.
 * Used where the address is printed as text (the receipt and its PDF), never as HTML.
 */
export function htmlLines(html: string): string[] {
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6]|address|tr)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return entities[name] ?? entities[name.toLowerCase()] ?? match;
    });
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}
