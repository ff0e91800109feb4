// The translated name of a theme colour, for the colour examples.
import type { TFunction } from 'i18next';
import type { ThemeColor } from '../lib/demo';

export const colorLabel = (t: TFunction, color: ThemeColor): string => t(`common.colors.${color}`);
