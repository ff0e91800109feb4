// A risk's acceptance and review (issue 13, docs/risk-acceptance.md): until
// when it is accepted and on whose approval, an expired acceptance handed
// back to the owner, the next review day (overdue in red) and "Record
// review" for whoever may change risks.
import { Alert, Badge, Box, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCalendarCheck } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/ui/section-card';
import { formatDate, formatDateTime } from '@/lib/format';
import type { Risk } from '../../api/types';
import { MultiLine } from '../risk-form/multi-line';
import { RecordReviewModal } from './record-review-modal';

function Field({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Box style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" mb={2}>
        {label}
      </Text>
      <Box fz="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Box>
  );
}

export function ReviewCard({ risk, canReview }: { risk: Risk; canReview: boolean }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const accepted = risk.response === 'accept';
  const none = <Text span c="dimmed" size="sm">–</Text>;
  const acceptanceState = risk.acceptance_expired
    ? { color: 'danger', label: t('riskReview.acceptance.expired') }
    : risk.acceptance_approved_by
      ? { color: 'success', label: t('riskReview.acceptance.inForce') }
      : { color: 'warning', label: t('riskReview.acceptance.waiting') };

  return (
    <SectionCard
      title={t('riskReview.title')}
      icon={IconCalendarCheck}
      id="risk-review"
      testId="review-card"
      actions={
        canReview ? (
          <Button size="xs" variant="light" onClick={() => setOpen(true)} data-testid="record-review">
            {t('riskReview.record')}
          </Button>
        ) : null
      }
    >
      <Stack gap="md">
        {accepted && risk.acceptance_expired ? (
          <Alert color="danger" variant="light" icon={<IconAlertTriangle size={18} />} data-testid="acceptance-expired">
            {t('riskReview.acceptance.expiredHint', {
              date: formatDate(risk.acceptance_expires_on, i18n.language),
            })}
          </Alert>
        ) : null}
        {accepted ? (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <Field label={t('riskReview.acceptance.label')}>
              <Group gap={6}>
                <Badge color={acceptanceState.color} variant="light" tt="none" data-testid="acceptance-state">
                  {acceptanceState.label}
                </Badge>
              </Group>
            </Field>
            <Field label={t('riskReview.form.expiresOn')}>
              {risk.acceptance_expires_on ? formatDate(risk.acceptance_expires_on, i18n.language) : none}
            </Field>
            <Field label={t('riskReview.acceptance.approvedBy')}>
              <span data-testid="acceptance-approver">{risk.acceptance_approved_by || none}</span>
            </Field>
            <Box style={{ gridColumn: '1 / -1' }}>
              <Field label={t('riskReview.form.justification')}>
                {risk.acceptance_justification ? <MultiLine text={risk.acceptance_justification} /> : none}
              </Field>
            </Box>
          </SimpleGrid>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Field label={t('riskReview.form.nextReview')}>
            <Group gap={6}>
              <Text span size="sm" c={risk.review_overdue ? 'danger' : undefined} fw={risk.review_overdue ? 600 : undefined} data-testid="next-review">
                {risk.next_review_on ? formatDate(risk.next_review_on, i18n.language) : '–'}
              </Text>
              {risk.review_overdue ? (
                <Badge color="danger" variant="light" size="sm" tt="none">
                  {t('riskReview.overdue')}
                </Badge>
              ) : null}
            </Group>
          </Field>
          <Field label={t('riskReview.lastReviewed')}>
            {risk.last_reviewed_at ? formatDateTime(risk.last_reviewed_at, i18n.language) : t('riskReview.never')}
          </Field>
        </SimpleGrid>
      </Stack>
      <RecordReviewModal risk={risk} opened={open} onClose={() => setOpen(false)} />
    </SectionCard>
  );
}
