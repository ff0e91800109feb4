// One new control in the wizard: title, intention, criticality, state, owner
// and its rating (adequacy x effectiveness, labelled by the risk method).
import { ActionIcon, Badge, Group, Input, Paper, SegmentedControl, Select, SimpleGrid, Stack, Text, Textarea, TextInput, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { methodLevelLabel } from '@/lib/method-labels';
import { FieldLabel } from '@/components/ui/field-label';
import type { ControlIntention, Level, RiskMethod } from '../../api/types';
import { rateControl } from '../../lib/net-rating';
import type { Option } from '../../lib/option-lists';
import type { FieldErrors } from '../../lib/required';
import type { DraftControl } from '../../lib/wizard-state';
import { RatingBadge } from '../badges';
import { errorProp, fieldId, isFlagged } from '../risk-form/field-state';

type NewControlCardProps = {
  control: DraftControl;
  index: number;
  method: Pick<RiskMethod, 'adequacy_labels' | 'effectiveness_labels' | 'control_bands'>;
  users: Option[];
  errors: FieldErrors;
  onChange: <K extends keyof DraftControl>(key: K, value: DraftControl[K]) => void;
  onRemove: () => void;
};

const INTENTIONS: ControlIntention[] = ['prevent', 'detect', 'correct'];
const LEVELS: Level[] = ['High', 'Medium', 'Low'];

export function NewControlCard({ control, index, method, users, errors, onChange, onRemove }: NewControlCardProps) {
  const { t } = useTranslation();
  const key = (field: string) => `new_controls.${index}.${field}`;
  const id = (field: string) => fieldId('wizard', key(field));
  const label = (field: string, text: string) => <FieldLabel missing={isFlagged(errors, key(field))}>{text}</FieldLabel>;
  const levels = (labels: string[]) =>
    labels.map((text, i) => ({ value: String(i + 1), label: `${i + 1} · ${methodLevelLabel(t, text)}` }));
  const rating =
    control.adequacy && control.effectiveness ? rateControl(method, control.adequacy, control.effectiveness) : null;
  const name = control.title.trim() || t('risk.wizard.controls.newN', { n: index + 1 });

  return (
    <Paper withBorder radius="md" p="md" data-testid="new-control">
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <Badge variant="light" color="primary" tt="none">
            {t('risk.wizard.controls.newBadge')}
          </Badge>
          <Text fw={600} truncate>
            {name}
          </Text>
        </Group>
        <Group gap="xs" wrap="nowrap">
          {rating ? <RatingBadge rating={rating} /> : null}
          <Tooltip label={t('risk.wizard.controls.remove')}>
            <ActionIcon
              variant="subtle"
              color="danger"
              aria-label={t('risk.wizard.controls.removeNamed', { name })}
              onClick={onRemove}
            >
              <IconTrash size={18} stroke={1.6} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      <Stack gap="sm">
        <TextInput
          id={id('title')}
          label={label('title', t('risk.form.control.title'))}
          withAsterisk
          value={control.title}
          onChange={(event) => onChange('title', event.currentTarget.value)}
          error={errorProp(errors, key('title'))}
          maxLength={200}
        />
        <Textarea
          id={id('description')}
          label={t('risk.form.control.description')}
          value={control.description}
          onChange={(event) => onChange('description', event.currentTarget.value)}
          error={errorProp(errors, key('description'))}
          autosize
          minRows={1}
          maxRows={6}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Input.Wrapper
            labelElement="div"
            label={label('intention', t('risk.form.control.intention'))}
            withAsterisk
            description={t('risk.form.control.intentionHint')}
            error={errorProp(errors, key('intention'))}
          >
            <SegmentedControl
              id={id('intention')}
              fullWidth
              mt={4}
              aria-label={t('risk.form.control.intention')}
              data={INTENTIONS.map((value) => ({ value, label: t(`risk.form.control.intentions.${value}`) }))}
              value={control.intention ?? ''}
              onChange={(value) => onChange('intention', value as ControlIntention)}
            />
          </Input.Wrapper>
          <Input.Wrapper
            labelElement="div"
            label={label('state', t('risk.form.control.state'))}
            withAsterisk
            description={t('risk.form.control.stateHint')}
            error={errorProp(errors, key('state'))}
          >
            <SegmentedControl
              id={id('state')}
              fullWidth
              mt={4}
              aria-label={t('risk.form.control.state')}
              data={(['proposed', 'in_place'] as const).map((value) => ({ value, label: t(`status.${value}`) }))}
              value={control.state ?? ''}
              onChange={(value) => onChange('state', value === 'in_place' ? 'in_place' : 'proposed')}
            />
          </Input.Wrapper>
          <Select
            id={id('adequacy')}
            label={label('adequacy', t('risk.form.control.adequacy'))}
            withAsterisk
            placeholder={t('risk.form.choose')}
            data={levels(method.adequacy_labels)}
            value={control.adequacy ? String(control.adequacy) : null}
            onChange={(value) => onChange('adequacy', value ? Number(value) : null)}
            error={errorProp(errors, key('adequacy'))}
          />
          <Select
            id={id('effectiveness')}
            label={label('effectiveness', t('risk.form.control.effectiveness'))}
            withAsterisk
            placeholder={t('risk.form.choose')}
            data={levels(method.effectiveness_labels)}
            value={control.effectiveness ? String(control.effectiveness) : null}
            onChange={(value) => onChange('effectiveness', value ? Number(value) : null)}
            error={errorProp(errors, key('effectiveness'))}
          />
          <Select
            id={id('criticality')}
            label={label('criticality', t('risk.form.control.criticality'))}
            withAsterisk
            data={LEVELS.map((value) => ({ value, label: t(`priority.${value}`) }))}
            value={control.criticality}
            onChange={(value) => onChange('criticality', (value as Level | null) ?? null)}
            error={errorProp(errors, key('criticality'))}
          />
          <Select
            id={id('owner_id')}
            label={t('risk.form.control.owner')}
            placeholder={t('risk.form.control.ownerDefault')}
            data={users}
            value={control.owner_id}
            onChange={(value) => onChange('owner_id', value)}
            error={errorProp(errors, key('owner_id'))}
            searchable
            clearable
            nothingFoundMessage={t('list.nothingFound')}
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
