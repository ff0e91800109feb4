// Text with its line breaks shown as breaks (spec section 9), as React nodes,
// never raw HTML.
import { lines } from '@/lib/format';

export function MultiLine({ text }: { text: string }) {
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
