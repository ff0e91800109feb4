// The frame every template page is built from: the page header, a grid of
// example cards, each a titled card with one line on what it shows.
import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import type { RouteId } from '@/config/routes';
import { PageHeader } from '@/components/ui/page-header';
import { SectionCard } from '@/components/ui/section-card';

type TemplatePageProps = {
  route: RouteId;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
};

/** A template page: the header (breadcrumb, title, one line) and its content. */
export function TemplatePage({ route, description, actions, children }: TemplatePageProps) {
  return (
    <>
      <PageHeader route={route} description={description} actions={actions} />
      {children}
    </>
  );
}

/** Example cards side by side on wide screens, stacked on narrow ones. */
export function ExampleGrid({ cols = 2, children }: { cols?: 1 | 2 | 3; children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, md: Math.min(cols, 2), xl: cols }} spacing="lg" verticalSpacing="lg">
      {children}
    </SimpleGrid>
  );
}

type ExampleCardProps = {
  title: ReactNode;
  /** What the example shows or how to use it. */
  description?: ReactNode;
  actions?: ReactNode;
  /** The content runs edge to edge (tables, lists). */
  flush?: boolean;
  testId?: string;
  children: ReactNode;
};

/** One example: a titled card with a line on what it shows. */
export function ExampleCard({ title, description, actions, flush = false, testId, children }: ExampleCardProps) {
  return (
    <SectionCard title={title} description={description} actions={actions} padded={!flush} divided={flush} fill testId={testId}>
      {children}
    </SectionCard>
  );
}
