// One task of the list: done checkbox, title and description, tags, and the
// star / important / trash actions. A click on the text opens it for editing.
import { ActionIcon, Badge, Checkbox, Group, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconAlertCircle, IconAlertCircleFilled, IconStar, IconStarFilled, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task } from '../api/todo';
import { tagColor, type Toggle } from '../lib/todo-filter';
import classes from './task-row.module.css';

type Props = {
  task: Task;
  onOpen: (task: Task) => void;
  onToggle: (task: Task, flag: Toggle) => void;
  onTrash: (task: Task) => void;
};

export function TaskRow({ task, onOpen, onToggle, onTrash }: Props) {
  const { t } = useTranslation();
  const locked = task.isTrashed;
  return (
    <Group className={classes.row} gap="sm" wrap="nowrap" px="lg" py="sm" data-testid="task-row" data-task-id={task.id}>
      <Checkbox
        checked={task.isCompleted}
        disabled={locked}
        onChange={() => onToggle(task, 'isCompleted')}
        aria-label={task.isCompleted ? t('todo.actions.reopen', { title: task.title }) : t('todo.actions.complete', { title: task.title })}
        radius="xl"
        color="success"
      />
      <UnstyledButton className={classes.text} onClick={() => onOpen(task)}>
        <Stack gap={2}>
          <Text fw={500} td={task.isCompleted ? 'line-through' : undefined} c={task.isCompleted ? 'dimmed' : undefined} lineClamp={1}>
            {task.title}
          </Text>
          {task.desc ? (
            <Text size="sm" c="dimmed" lineClamp={1}>
              {task.desc}
            </Text>
          ) : null}
        </Stack>
      </UnstyledButton>
      <Group gap={6} wrap="nowrap" visibleFrom="sm">
        {task.tags.map((tag) => (
          <Badge key={tag} color={tagColor(tag)} variant="light" size="sm" radius="sm">
            {t(`todo.tags.${tag}`)}
          </Badge>
        ))}
      </Group>
      <Group gap={2} wrap="nowrap">
        <FlagToggle
          on={task.isImportant}
          color="danger"
          label={task.isImportant ? t('todo.actions.unimportant') : t('todo.actions.important')}
          icon={task.isImportant ? <IconAlertCircleFilled size={18} /> : <IconAlertCircle size={18} />}
          disabled={locked}
          onClick={() => onToggle(task, 'isImportant')}
        />
        <FlagToggle
          on={task.isStarred}
          color="warning"
          label={task.isStarred ? t('todo.actions.unstar') : t('todo.actions.star')}
          icon={task.isStarred ? <IconStarFilled size={18} /> : <IconStar size={18} />}
          disabled={locked}
          onClick={() => onToggle(task, 'isStarred')}
        />
        {locked ? null : (
          <Tooltip label={t('todo.actions.trash')}>
            <ActionIcon variant="subtle" color="gray" onClick={() => onTrash(task)} aria-label={t('todo.actions.trashTask', { title: task.title })}>
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
    </Group>
  );
}

type FlagToggleProps = {
  on: boolean;
  /** The theme colour when on. */
  color: string;
  label: string;
  icon: ReactNode;
  disabled: boolean;
  onClick: () => void;
};

/** A task flag's on/off button (important, starred). */
function FlagToggle({ on, color, label, icon, disabled, onClick }: FlagToggleProps) {
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color={on ? color : 'gray'}
        style={on ? { color: `var(--mantine-color-${color}-filled)` } : undefined}
        disabled={disabled}
        onClick={onClick}
        aria-label={label}
        aria-pressed={on}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}
