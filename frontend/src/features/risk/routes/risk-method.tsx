// /risk/method: the risk method (settings.manage). Edit the matrix size
// (likelihood and impact 3-6 levels, adequacy and effectiveness 2-6) and the
// level labels, the risk bands and the control bands (with the steps a
// control takes off the net risk), and the default appetite. Both matrices
// are previewed live in the bands' colours; "Preview" lists the risks whose
// ratings would move; "Save as new version" sends the version it started
// from (409 when someone saved another one first: reload).
import {
  Alert,
  Badge,
  Button,
  Card,
  Grid,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconAdjustmentsHorizontal,
  IconAlertCircle,
  IconAlertTriangle,
  IconArrowBackUp,
  IconDeviceFloppy,
  IconEye,
  IconRefresh,
} from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HeatMapGrid } from '@/components/ui/heat-map-grid';
import { PageHeader } from '@/components/ui/page-header';
import { SectionCard } from '@/components/ui/section-card';
import { errorMessage, isApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useCurrentRiskMethod, useRiskMethodAdmin, type PreviewRiskMethodResponse } from '../api/method-admin';
import type { RiskMethod } from '../api/types';
import { CONTROL_LEVELS, matrixCells, methodProblems, RISK_LEVELS } from '../components/method/bands';
import { BandsEditor } from '../components/method/bands-editor';
import { LevelsEditor } from '../components/method/levels-editor';
import { MovesTable } from '../components/method/moves-table';
import { problemText } from '../components/method/problem-text';

/** The parts of a method an administrator edits (not its version or author). */
function editable(method: RiskMethod) {
  const { version: _v, created_at: _c, created_by: _b, ...rest } = method;
  return rest;
}

export function RiskMethodRoute() {
  const { t, i18n } = useTranslation();
  const current = useCurrentRiskMethod();
  const { preview, save } = useRiskMethodAdmin();
  const [draft, setDraft] = useState<RiskMethod | null>(null);
  const [base, setBase] = useState<RiskMethod | null>(null);
  const [previewed, setPreviewed] = useState<PreviewRiskMethodResponse | null>(null);
  const [confirming, setConfirming] = useState(false);

  // Start editing from the method in force (again after a reload).
  if (current.data && base !== current.data) {
    setBase(current.data);
    setDraft(structuredClone(current.data));
    setPreviewed(null);
  }

  const problems = useMemo(() => (draft ? methodProblems(draft) : {}), [draft]);
  const invalid = Object.keys(problems).length > 0;
  const dirty = Boolean(draft && base && JSON.stringify(editable(draft)) !== JSON.stringify(editable(base)));
  const stale = isApiError(save.error) && save.error.status === 409;
  const serverFields = isApiError(save.error) && save.error.status === 422 ? save.error.fields : {};
  const serverProblem = (key: string) => {
    const value = serverFields[key];
    return typeof value === 'string' ? value : undefined;
  };
  const message = (key: string) => problemText(t, problems[key]) ?? serverProblem(key);

  const update = (patch: Partial<RiskMethod>) => {
    setDraft((current) => (current ? { ...current, ...patch } : current));
    setPreviewed(null);
  };

  const reload = () => {
    save.reset();
    setBase(null);
    void current.refetch();
  };

  const runPreview = () => {
    if (!draft) return;
    preview.mutate(draft, { onSuccess: setPreviewed });
  };

  const runSave = () => {
    if (!draft || !base) return;
    save.mutate(
      { method: draft, expected_version: base.version },
      {
        onSuccess: (answer) => {
          setConfirming(false);
          notifications.show({
            color: 'success',
            title: t('riskMethod.saved', { version: answer.method.version }),
            message: t('riskMethod.savedMoves', { count: answer.moves.length }),
          });
        },
        onError: () => setConfirming(false),
      },
    );
  };

  if (current.isError) {
    return (
      <>
        <PageHeader route="riskMethod" />
        <Alert color="danger" icon={<IconAlertCircle />} title={t('riskMethod.loadError')}>
          <Button variant="light" color="danger" size="xs" mt="sm" onClick={() => void current.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </Alert>
      </>
    );
  }

  if (!draft || !base) {
    return (
      <>
        <PageHeader route="riskMethod" description={t('riskMethod.subtitle')} />
        <Grid gutter="lg" aria-busy>
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <Skeleton height={420} radius="md" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <Skeleton height={420} radius="md" />
          </Grid.Col>
        </Grid>
      </>
    );
  }

  const riskMax = draft.likelihood_labels.length * draft.impact_labels.length;
  const controlMax = draft.adequacy_labels.length * draft.effectiveness_labels.length;
  const ratingLabel = (rating: string) => t(`ratings.${rating}`, { defaultValue: rating });

  return (
    <>
      <PageHeader
        route="riskMethod"
        description={t('riskMethod.subtitle')}
        actions={
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconArrowBackUp size={18} />}
              disabled={!dirty}
              onClick={() => {
                setDraft(structuredClone(base));
                setPreviewed(null);
                save.reset();
              }}
            >
              {t('riskMethod.discard')}
            </Button>
            <Button
              variant="light"
              leftSection={<IconEye size={18} />}
              onClick={runPreview}
              loading={preview.isPending}
              disabled={invalid}
            >
              {t('riskMethod.preview.run')}
            </Button>
            <Button
              leftSection={<IconDeviceFloppy size={18} />}
              onClick={() => setConfirming(true)}
              disabled={!dirty || invalid || stale}
            >
              {t('riskMethod.saveVersion')}
            </Button>
          </Group>
        }
      />

      <Card mb="lg" padding="md">
        <Group justify="space-between" gap="sm">
          <Group gap="sm">
            <ThemeIcon size={38} radius="md" variant="light" color="primary">
              <IconAdjustmentsHorizontal size={22} stroke={1.6} />
            </ThemeIcon>
            <div>
              <Group gap={8}>
                <Text fw={600}>{t('riskMethod.currentVersion')}</Text>
                <Badge variant="filled" color="primary" data-testid="method-version">
                  v{base.version}
                </Badge>
              </Group>
              <Text size="xs" c="dimmed">
                {base.created_at
                  ? t('riskMethod.versionSince', {
                      date: formatDateTime(base.created_at, i18n.language),
                      by: base.created_by || t('riskMethod.system'),
                    })
                  : t('riskMethod.defaultMethod')}
              </Text>
            </div>
          </Group>
          {dirty ? (
            <Badge color="warning" variant="light" size="lg" tt="none">
              {t('riskMethod.unsaved')}
            </Badge>
          ) : null}
        </Group>
      </Card>

      {stale ? (
        <Alert color="warning" variant="light" icon={<IconAlertTriangle size={18} />} title={t('riskMethod.stale.title')} mb="lg">
          <Text size="sm">{t('riskMethod.stale.body')}</Text>
          <Button size="xs" mt="xs" variant="light" color="warning" leftSection={<IconRefresh size={14} />} onClick={reload}>
            {t('riskMethod.stale.reload')}
          </Button>
        </Alert>
      ) : null}
      {save.error && !stale ? (
        <Alert color="danger" variant="light" icon={<IconAlertCircle size={18} />} mb="lg">
          {errorMessage(save.error)}
        </Alert>
      ) : null}
      {invalid ? (
        <Alert color="danger" variant="light" icon={<IconAlertCircle size={18} />} mb="lg" data-testid="method-problems">
          {t('riskMethod.problemsSummary', { count: Object.keys(problems).length })}
        </Alert>
      ) : null}

      <Grid gutter="lg" align="flex-start">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="lg">
            <SectionCard title={t('riskMethod.matrix.title')} description={t('riskMethod.matrix.hint')}>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
                <LevelsEditor
                  label={t('riskMethod.axes.likelihood')}
                  labels={draft.likelihood_labels}
                  range={RISK_LEVELS}
                  onChange={(labels) => update({ likelihood_labels: labels })}
                  errorAt={(i) => message(`likelihood_labels.${i}`)}
                  error={message('likelihood_labels')}
                />
                <LevelsEditor
                  label={t('riskMethod.axes.impact')}
                  labels={draft.impact_labels}
                  range={RISK_LEVELS}
                  onChange={(labels) => update({ impact_labels: labels })}
                  errorAt={(i) => message(`impact_labels.${i}`)}
                  error={message('impact_labels')}
                />
              </SimpleGrid>
            </SectionCard>
            <SectionCard title={t('riskMethod.riskBands.title')} description={t('riskMethod.riskBands.hint', { max: riskMax })}>
              <BandsEditor
                label={t('riskMethod.riskBands.title')}
                bands={draft.risk_bands}
                maxScore={riskMax}
                onChange={(bands) => update({ risk_bands: bands })}
                errorAt={(i, field) => message(`risk_bands.${i}.${field}`)}
                error={message('risk_bands')}
              />
              <Select
                label={t('riskMethod.defaultAppetite')}
                description={t('riskMethod.defaultAppetiteHint')}
                data={[...new Set(draft.risk_bands.map((band) => band.name).filter(Boolean))].map((name) => ({
                  value: name,
                  label: ratingLabel(name),
                }))}
                value={draft.default_appetite || null}
                onChange={(value) => update({ default_appetite: value ?? '' })}
                error={message('default_appetite')}
                allowDeselect={false}
                maw={320}
              />
            </SectionCard>
            <SectionCard title={t('riskMethod.controls.title')} description={t('riskMethod.controls.hint')}>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
                <LevelsEditor
                  label={t('riskMethod.axes.adequacy')}
                  labels={draft.adequacy_labels}
                  range={CONTROL_LEVELS}
                  onChange={(labels) => update({ adequacy_labels: labels })}
                  errorAt={(i) => message(`adequacy_labels.${i}`)}
                  error={message('adequacy_labels')}
                />
                <LevelsEditor
                  label={t('riskMethod.axes.effectiveness')}
                  labels={draft.effectiveness_labels}
                  range={CONTROL_LEVELS}
                  onChange={(labels) => update({ effectiveness_labels: labels })}
                  errorAt={(i) => message(`effectiveness_labels.${i}`)}
                  error={message('effectiveness_labels')}
                />
              </SimpleGrid>
            </SectionCard>
            <SectionCard title={t('riskMethod.controlBands.title')} description={t('riskMethod.controlBands.hint', { max: controlMax })}>
              <BandsEditor
                label={t('riskMethod.controlBands.title')}
                bands={draft.control_bands}
                maxScore={controlMax}
                withSteps
                onChange={(bands) => update({ control_bands: bands })}
                errorAt={(i, field) => message(`control_bands.${i}.${field}`)}
                error={message('control_bands')}
              />
            </SectionCard>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="lg" style={{ position: 'sticky', top: 80 }}>
            <SectionCard title={t('riskMethod.livePreview.risk')} description={t('riskMethod.livePreview.hint')}>
              <div data-testid="risk-matrix-preview">
                <HeatMapGrid
                  map={{
                    x_labels: draft.likelihood_labels,
                    y_labels: draft.impact_labels,
                    x_axis: t('riskMethod.axes.likelihood'),
                    y_axis: t('riskMethod.axes.impact'),
                    cells: matrixCells(draft.likelihood_labels.length, draft.impact_labels.length, draft.risk_bands),
                  }}
                  cellValue={(cell) => cell.score}
                  interactive={false}
                  compact
                  ratingLabel={ratingLabel}
                />
              </div>
            </SectionCard>
            <SectionCard title={t('riskMethod.livePreview.control')}>
              <HeatMapGrid
                map={{
                  x_labels: draft.effectiveness_labels,
                  y_labels: draft.adequacy_labels,
                  x_axis: t('riskMethod.axes.effectiveness'),
                  y_axis: t('riskMethod.axes.adequacy'),
                  cells: matrixCells(
                    draft.effectiveness_labels.length,
                    draft.adequacy_labels.length,
                    draft.control_bands,
                  ),
                }}
                cellValue={(cell) => cell.score}
                interactive={false}
                compact
                ratingLabel={ratingLabel}
              />
            </SectionCard>
            <SectionCard title={t('riskMethod.preview.title')} description={t('riskMethod.preview.hint')}>
              {previewed ? (
                previewed.moves.length === 0 ? (
                  <Text size="sm" c="dimmed" data-testid="no-moves">
                    {t('riskMethod.preview.none', { total: previewed.total_risks })}
                  </Text>
                ) : (
                  <Stack gap="xs">
                    <Text size="sm">
                      {t('riskMethod.preview.summary', { count: previewed.moves.length, total: previewed.total_risks })}
                    </Text>
                    <MovesTable moves={previewed.moves} />
                  </Stack>
                )
              ) : (
                <Button variant="light" leftSection={<IconEye size={16} />} onClick={runPreview} loading={preview.isPending} disabled={invalid}>
                  {t('riskMethod.preview.run')}
                </Button>
              )}
            </SectionCard>
          </Stack>
        </Grid.Col>
      </Grid>

      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('riskMethod.confirm.title', { version: base.version + 1 })} centered>
        <Stack gap="lg">
          <Text size="sm">{t('riskMethod.confirm.body')}</Text>
          {previewed ? (
            <Text size="sm" fw={500}>
              {t('riskMethod.preview.summary', { count: previewed.moves.length, total: previewed.total_risks })}
            </Text>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('common.cancel')}
            </Button>
            <Button onClick={runSave} loading={save.isPending}>
              {t('riskMethod.saveVersion')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
