// Which page renders each template route (config/template-routes.ts), by
// area. Each area is a folder with its own pages, components and a texts
// namespace (locales/<language>/ns/<namespace>.json) loaded with its pages.
import type { ComponentType } from 'react';
import type { TemplateRouteId } from '@/config/template-routes';
import { chartsArea } from './charts/pages';
import { componentsArea } from './components/pages';
import { extensionsArea } from './extensions/pages';
import { formsArea } from './forms/pages';
import { uiKitArea } from './ui-kit/pages';

export type PageLoader = () => Promise<ComponentType>;

export type TemplateArea = {
  /** The i18next namespace of the area's texts. */
  namespace: string;
  pages: Partial<Record<TemplateRouteId, PageLoader>>;
};

export const TEMPLATE_AREAS: readonly TemplateArea[] = [uiKitArea, componentsArea, formsArea, chartsArea, extensionsArea];
