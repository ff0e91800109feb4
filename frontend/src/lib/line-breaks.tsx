// Spec section 9: line breaks in text become break tags. Rendered as React
// text and <br/> elements, never as HTML, so nothing in the text is markup.
// Each line is its own span (a line can be found and styled on its own).
import { lines } from './format';

/** `text` with a <br/> between its lines. */
export function LineBreaks({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  const parts = lines(text);
  return (
    <>
      {parts.map((line, i) => (
        <span key={i}>
          {line}
          {i < parts.length - 1 ? <br /> : null}
        </span>
      ))}
    </>
  );
}
