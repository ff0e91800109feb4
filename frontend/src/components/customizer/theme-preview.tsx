// Small drawings of a layout, mode or direction for the customizer's choice cards.
type PreviewProps = {
  /** Where the sidebar sits; none for the horizontal layout (two bars on top instead). */
  sidebar: 'start' | 'end' | 'none';
  scheme: 'light' | 'dark' | 'semi-dark';
};

const LIGHT = { page: '#f3f2f7', surface: '#ffffff', line: '#dcdae3' };
const DARK = { page: '#25293c', surface: '#2f3349', line: '#4a5072' };

export function ThemePreview({ sidebar, scheme }: PreviewProps) {
  const content = scheme === 'dark' ? DARK : LIGHT;
  const menu = scheme === 'light' ? LIGHT : DARK;
  const accent = 'var(--rh-menu-color)';
  const sideX = sidebar === 'end' ? 78 : 0;
  const mainX = sidebar === 'start' ? 30 : 6;
  const mainW = sidebar === 'none' ? 92 : 68;

  return (
    <svg viewBox="0 0 104 66" width="100%" height="100%" aria-hidden focusable="false">
      <rect width="104" height="66" rx="5" fill={content.page} />
      {sidebar === 'none' ? (
        <>
          <rect x="6" y="5" width="92" height="8" rx="2" fill={content.surface} />
          <rect x="10" y="8" width="12" height="2" rx="1" fill={content.line} />
          <rect x="6" y="15" width="92" height="7" rx="2" fill={content.surface} />
          <rect x="10" y="16.5" width="16" height="4" rx="1.5" fill={accent} />
          <rect x="30" y="17.5" width="12" height="2" rx="1" fill={content.line} />
          <rect x="46" y="17.5" width="12" height="2" rx="1" fill={content.line} />
        </>
      ) : (
        <>
          <rect x={sideX} width="26" height="66" rx="5" fill={menu.surface} />
          <rect x={sideX + 5} y="6" width="14" height="3" rx="1.5" fill={menu.line} />
          <rect x={sideX + 4} y="14" width="18" height="5" rx="1.5" fill={accent} />
          <rect x={sideX + 5} y="24" width="15" height="2" rx="1" fill={menu.line} />
          <rect x={sideX + 5} y="30" width="13" height="2" rx="1" fill={menu.line} />
          <rect x={sideX + 5} y="36" width="15" height="2" rx="1" fill={menu.line} />
          <rect x={mainX} y="5" width={mainW} height="8" rx="2" fill={content.surface} />
        </>
      )}
      <rect x={mainX} y={sidebar === 'none' ? 26 : 17} width={mainW / 2 - 2} height="16" rx="2" fill={content.surface} />
      <rect x={mainX + mainW / 2 + 2} y={sidebar === 'none' ? 26 : 17} width={mainW / 2 - 2} height="16" rx="2" fill={content.surface} />
      <rect x={mainX} y={sidebar === 'none' ? 46 : 37} width={mainW} height={sidebar === 'none' ? 15 : 24} rx="2" fill={content.surface} />
    </svg>
  );
}
