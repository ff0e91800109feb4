// Lessons learned: each lesson, "Make action plan" (a plan on one of the
// linked risks, with an owner and a due day: POST
// /api/v1/incident-lessons/{id}/plan, incident.write and risk.write), and once
// done "Planned" with a link to the risk. incident.write adds a lesson.
import { Anchor, Badge, Button, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBulb, IconCheck, IconPlus, IconTargetArrow } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OwnerSelect } from '@/components/pickers/pickers';
import { FieldLabel } from '@/components/ui/field-label';
import { FormModal } from '@/components/ui/form-modal';
import { useFormModalDirty } from '@/components/ui/form-modal-dirty';
import surfaces from '@/components/ui/surfaces.module.css';
import { SectionCard } from '@/components/ui/section-card';
import { errorProp, isFlagged, reflag, requiredErrors, type FieldErrors } from '@/lib/field-errors';
import { formatDateTime } from '@/lib/format';
import { serverFieldErrors } from '@/lib/form-errors';
import { LineBreaks } from '@/lib/line-breaks';
import { REQUIRED } from '@/lib/validation';
import { useAddIncidentLesson, usePlanLesson, type LessonPlanInput } from '../../api/incidents';
import type { Incident, IncidentLesson } from '../../api/types';

type LessonsCardProps = {
  incident: Incident;
  lessons: IncidentLesson[];
  canWrite: boolean;
  /** incident.write and risk.write: may turn a lesson into an action plan. */
  canPlan: boolean;
};

export function LessonsCard({ incident, lessons, canWrite, canPlan }: LessonsCardProps) {
  const { t, i18n } = useTranslation();
  const [planning, setPlanning] = useState<IncidentLesson | null>(null);
  const [adding, setAdding] = useState(false);
  const risks = (incident.linked_risks ?? []).filter((risk) => risk.state === 'found');
  const riskName = (id: string) => {
    const risk = (incident.linked_risks ?? []).find((candidate) => candidate.id === id);
    return risk?.reference || id.slice(0, 8);
  };

  return (
    <SectionCard
      title={t('incidentDetail.lessons.title')}
      icon={IconBulb}
      count={lessons.length}
      id="incident-lessons"
      actions={
        canWrite ? (
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => setAdding(true)}>
            {t('incidentDetail.lessons.add')}
          </Button>
        ) : null
      }
    >
      {lessons.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('incidentDetail.lessons.none')}
        </Text>
      ) : (
        <Stack gap="sm">
          {lessons.map((lesson) => (
            <Stack key={lesson.id} gap={6} pb="xs" className={surfaces.divided} data-testid="incident-lesson">
              <Text size="sm">
                <LineBreaks text={lesson.text} />
              </Text>
              <Group justify="space-between" gap="xs">
                <Text size="xs" c="dimmed">
                  {formatDateTime(lesson.created_at, i18n.language)}
                </Text>
                {lesson.action_plan_id ? (
                  <Group gap={6}>
                    <Badge color="success" variant="light" tt="none" leftSection={<IconCheck size={12} />}>
                      {t('incidentDetail.lessons.planned')}
                    </Badge>
                    <Anchor component={Link} to={`/risk/risk/${encodeURIComponent(lesson.risk_id)}`} size="xs">
                      {t('incidentDetail.lessons.openRisk', { reference: riskName(lesson.risk_id) })}
                    </Anchor>
                  </Group>
                ) : canPlan ? (
                  <Button
                    size="compact-xs"
                    variant="light"
                    leftSection={<IconTargetArrow size={14} />}
                    onClick={() => setPlanning(lesson)}
                    disabled={risks.length === 0}
                    title={risks.length === 0 ? t('incidentDetail.lessons.noRisks') : undefined}
                  >
                    {t('incidentDetail.lessons.makePlan')}
                  </Button>
                ) : null}
              </Group>
            </Stack>
          ))}
        </Stack>
      )}
      <FormModal opened={planning !== null} onClose={() => setPlanning(null)} title={t('incidentDetail.lessons.planTitle')} centered>
        {planning ? (
          <PlanForm
            lesson={planning}
            risks={risks.map((risk) => ({ value: risk.id, label: [risk.reference, risk.title].filter(Boolean).join(' · ') }))}
            managerId={incident.manager_id}
            onClose={() => setPlanning(null)}
          />
        ) : null}
      </FormModal>
      <FormModal opened={adding} onClose={() => setAdding(false)} title={t('incidentDetail.lessons.addTitle')} centered>
        {adding ? <AddLessonForm incidentId={incident.id} onClose={() => setAdding(false)} /> : null}
      </FormModal>
    </SectionCard>
  );
}

const PLAN_REQUIRED = ['risk_id', 'owner_id', 'due_on'] as const;

function PlanForm({
  lesson,
  risks,
  managerId,
  onClose,
}: {
  lesson: IncidentLesson;
  risks: { value: string; label: string }[];
  managerId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const plan = usePlanLesson();
  const [values, setValues] = useState<LessonPlanInput>({
    risk_id: risks.length === 1 ? (risks[0]?.value ?? '') : '',
    owner_id: managerId,
    due_on: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  useFormModalDirty(Boolean(values.due_on));
  const set = <K extends keyof LessonPlanInput>(key: K, value: LessonPlanInput[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => reflag(current, key, value, true));
  };
  const label = (key: (typeof PLAN_REQUIRED)[number]) => (
    <FieldLabel missing={isFlagged(errors, key)}>{t(`incidentDetail.lessons.form.${key}`)}</FieldLabel>
  );
  const save = () => {
    const missing = requiredErrors(values, PLAN_REQUIRED);
    if (Object.keys(missing).length > 0) {
      setErrors(missing);
      return;
    }
    plan.mutate(
      { lessonId: lesson.id, plan: values },
      {
        onSuccess: () => {
          notifications.show({ color: 'success', message: t('incidentDetail.lessons.plannedDone') });
          onClose();
        },
        onError: (error) => {
          const fields = serverFieldErrors(error);
          if (fields) setErrors(fields);
        },
      },
    );
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed" lineClamp={4}>
          {lesson.text}
        </Text>
        <Select
          label={label('risk_id')}
          withAsterisk
          placeholder={t('incidentForm.choose')}
          data={risks}
          value={values.risk_id || null}
          onChange={(value) => set('risk_id', value ?? '')}
          error={errorProp(errors, 'risk_id')}
          comboboxProps={{ withinPortal: true }}
          data-autofocus
        />
        <OwnerSelect
          label={label('owner_id')}
          withAsterisk
          value={values.owner_id}
          onChange={(value) => set('owner_id', value)}
          error={errorProp(errors, 'owner_id')}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          type="date"
          label={label('due_on')}
          withAsterisk
          value={values.due_on}
          onChange={(event) => set('due_on', event.currentTarget.value)}
          error={errorProp(errors, 'due_on')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={plan.isPending}>
            {t('incidentDetail.lessons.makePlan')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function AddLessonForm({ incidentId, onClose }: { incidentId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const add = useAddIncidentLesson();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  useFormModalDirty(text.trim() !== '');
  const save = () => {
    if (!text.trim()) {
      setError(REQUIRED);
      return;
    }
    add.mutate(
      { incidentId, text: text.trim() },
      {
        onSuccess: () => {
          notifications.show({ color: 'success', message: t('incidentDetail.lessons.added') });
          onClose();
        },
        onError: (err) => setError(serverFieldErrors(err)?.text),
      },
    );
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Stack gap="md">
        <Textarea
          label={<FieldLabel missing={error === REQUIRED}>{t('incidentDetail.lessons.form.text')}</FieldLabel>}
          withAsterisk
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setError(event.currentTarget.value.trim() ? undefined : REQUIRED);
          }}
          error={error === REQUIRED ? true : error}
          autosize
          minRows={3}
          maxLength={2000}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={add.isPending}>
            {t('incidentDetail.lessons.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
