import { Fragment, type ReactNode } from 'react';

const TAG = /<(\w+)>(.*?)<\/\1>/g;

/**
 * A translated sentence whose `<name>…</name>` parts become elements, such as links inside a
 * sentence whose word order differs per language. react-i18next's Trans does the same, but brings
 * an HTML parser into every page's shared code for this one sentence.
 */
export function TaggedText({ text, tags }: { text: string; tags: Record<string, (children: string) => ReactNode> }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = '', inner = ''] = match;
    parts.push(text.slice(at, match.index));
    const render = tags[name];
    parts.push(<Fragment key={match.index}>{render ? render(inner) : inner}</Fragment>);
    at = match.index + whole.length;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}
