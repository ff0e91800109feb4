// UI kit (grid, typography, text utilities, syntax highlighter, colours, icons, cards) and the extra components: the page of each route.
import type { TemplateArea } from '../registry';

export const uiKitArea: TemplateArea = {
  namespace: 'template-ui-kit',
  pages: {
    tplGrid: () => import('./routes/grid').then((m) => m.GridPage),
    tplTypography: () => import('./routes/typography').then((m) => m.TypographyPage),
    tplTextUtilities: () => import('./routes/text-utilities').then((m) => m.TextUtilitiesPage),
    tplSyntaxHighlighter: () => import('./routes/syntax-highlighter').then((m) => m.SyntaxHighlighterPage),
    tplColors: () => import('./routes/colors').then((m) => m.ColorsPage),
    tplIcons: () => import('./routes/icons').then((m) => m.IconsPage),
    tplCardsBasic: () => import('./routes/cards-basic').then((m) => m.CardsBasicPage),
    tplCardsStatistics: () => import('./routes/cards-statistics').then((m) => m.CardsStatisticsPage),
    tplCardsAnalytics: () => import('./routes/cards-analytics').then((m) => m.CardsAnalyticsPage),
    tplCardsAction: () => import('./routes/cards-action').then((m) => m.CardsActionPage),
    tplAvatar: () => import('./routes/avatar').then((m) => m.AvatarPage),
    tplChips: () => import('./routes/chips').then((m) => m.ChipsPage),
    tplDivider: () => import('./routes/divider').then((m) => m.DividerPage),
    tplAutoComplete: () => import('./routes/auto-complete').then((m) => m.AutoCompletePage),
  },
};
