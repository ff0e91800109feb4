// /extensions/drag-and-drop: @dnd-kit. A sortable list dragged by its handle,
// a sortable grid of chips, and a two-column board whose cards move between
// the columns. Keyboard: focus a handle, Space to lift, arrows to move,
// Space to drop, Escape to cancel (dnd-kit's keyboard sensor); the live
// region announces each step in the page's language.
import { Avatar, Badge, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  closestCenter,
  closestCorners,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragOverEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconCircleCheck, IconGripVertical, IconListCheck } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExampleCard, ExampleGrid, TemplatePage } from '../../components/example-card';
import classes from '../components/drag-and-drop.module.css';
import { moveCard, moveItem, type Board } from '../lib/reorder';

const TASKS = ['review', 'policy', 'audit', 'training', 'vendor'] as const;
const CHIPS = ['primary', 'success', 'danger', 'warning', 'info', 'dark', 'grape', 'cyan'] as const;
const CARDS = ['c1', 'c2', 'c3', 'c4', 'c5', 'c6'] as const;

function useDndSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}

function SortableRow({ id, label, handleLabel, children }: { id: string; label: string; handleLabel: string; children?: ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="md"
      p="sm"
      className={classes.item}
      data-dragging={isDragging || undefined}
      data-testid="sortable-row"
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <Group wrap="nowrap" gap="sm">
        <button type="button" ref={setActivatorNodeRef} className={classes.handle} aria-label={handleLabel} {...attributes} {...listeners}>
          <IconGripVertical size={18} />
        </button>
        <Text size="sm" fw={500} style={{ flex: 1 }}>
          {label}
        </Text>
        {children}
      </Group>
    </Paper>
  );
}

function SortableChip({ id, label }: { id: string; label: string }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <div
      ref={setNodeRef}
      className={classes.chip}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Transform.toString(transform), transition, backgroundColor: `var(--mantine-color-${id}-light)`, color: `var(--mantine-color-${id}-light-color)` }}
      {...attributes}
      {...listeners}
    >
      {label}
    </div>
  );
}

function BoardColumn({ id, title, count, children }: { id: string; title: string; count: number; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id });
  return (
    <div ref={setNodeRef} className={classes.column} data-over={isOver || undefined} data-testid={`column-${id}`}>
      <Group justify="space-between" mb="sm">
        <Text fw={600} size="sm">
          {title}
        </Text>
        <Badge variant="light" color={id === 'done' ? 'success' : 'primary'}>
          {count}
        </Badge>
      </Group>
      <Stack gap="xs" mih={80}>
        {children}
      </Stack>
    </div>
  );
}

export function DragAndDropPage() {
  const { t } = useTranslation('template-extensions');
  const sensors = useDndSensors();
  const [tasks, setTasks] = useState<string[]>([...TASKS]);
  const [chips, setChips] = useState<string[]>([...CHIPS]);
  const [board, setBoard] = useState<Board>({ todo: ['c1', 'c2', 'c3', 'c4'], done: ['c5', 'c6'] });

  const name = (id: UniqueIdentifier) => {
    const key = String(id);
    if ((TASKS as readonly string[]).includes(key)) return t(`dnd.tasks.${key}`);
    if ((CARDS as readonly string[]).includes(key)) return t(`dnd.cards.${key}`);
    if (key === 'todo' || key === 'done') return t(`dnd.columns.${key}`);
    return t(`dnd.colors.${key}`, { defaultValue: key });
  };

  const announcements = useMemo<Announcements>(
    () => ({
      onDragStart: ({ active }) => t('dnd.announce.start', { item: name(active.id) }),
      onDragOver: ({ active, over }) => (over ? t('dnd.announce.over', { item: name(active.id), target: name(over.id) }) : t('dnd.announce.outside', { item: name(active.id) })),
      onDragEnd: ({ active, over }) => (over ? t('dnd.announce.end', { item: name(active.id), target: name(over.id) }) : t('dnd.announce.outside', { item: name(active.id) })),
      onDragCancel: ({ active }) => t('dnd.announce.cancel', { item: name(active.id) }),
    }),
    // name only reads t
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t],
  );
  const accessibility = { announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } };

  const sortEnd =
    (setList: (update: (list: string[]) => string[]) => void) =>
    ({ active, over }: DragEndEvent) => {
      if (!over || active.id === over.id) return;
      setList((list) => moveItem(list, list.indexOf(String(active.id)), list.indexOf(String(over.id))));
    };

  const boardOver = ({ active, over }: DragOverEvent) => {
    if (!over) return;
    setBoard((current) => {
      const from = Object.keys(current).find((column) => current[column]?.includes(String(active.id)));
      const to = String(over.id) in current ? String(over.id) : Object.keys(current).find((column) => current[column]?.includes(String(over.id)));
      return from && to && from !== to ? moveCard(current, String(active.id), String(over.id)) : current;
    });
  };
  const boardEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    setBoard((current) => moveCard(current, String(active.id), String(over.id)));
  };

  return (
    <TemplatePage route="tplDragAndDrop" description={t('dnd.description')}>
      <ExampleGrid>
        <ExampleCard title={t('dnd.listTitle')} description={t('dnd.listHint')} testId="dnd-list">
          <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={sortEnd(setTasks)} accessibility={accessibility}>
            <SortableContext items={tasks} strategy={verticalListSortingStrategy}>
              <Stack gap="xs">
                {tasks.map((task, index) => (
                  <SortableRow key={task} id={task} label={t(`dnd.tasks.${task}`)} handleLabel={t('dnd.handle', { item: t(`dnd.tasks.${task}`) })}>
                    <Badge variant="light" color="gray" size="sm">
                      {index + 1}
                    </Badge>
                  </SortableRow>
                ))}
              </Stack>
            </SortableContext>
          </DndContext>
          <Text size="xs" c="dimmed" mt="sm" data-testid="dnd-order">
            {t('dnd.order')}: {tasks.map((task) => t(`dnd.tasks.${task}`)).join(' → ')}
          </Text>
        </ExampleCard>

        <ExampleCard title={t('dnd.gridTitle')} description={t('dnd.gridHint')}>
          <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={sortEnd(setChips)} accessibility={accessibility}>
            <SortableContext items={chips} strategy={rectSortingStrategy}>
              <div className={classes.chips}>
                {chips.map((chip) => (
                  <SortableChip key={chip} id={chip} label={t(`dnd.colors.${chip}`)} />
                ))}
              </div>
            </SortableContext>
          </DndContext>
        </ExampleCard>
      </ExampleGrid>

      <div style={{ marginTop: 'var(--mantine-spacing-lg)' }}>
        <ExampleCard title={t('dnd.boardTitle')} description={t('dnd.boardHint')} testId="dnd-board">
          <DndContext sensors={sensors} collisionDetection={closestCorners} onDragOver={boardOver} onDragEnd={boardEnd} accessibility={accessibility}>
            <div className={classes.board}>
              {(['todo', 'done'] as const).map((column) => (
                <BoardColumn key={column} id={column} title={t(`dnd.columns.${column}`)} count={board[column]?.length ?? 0}>
                  <SortableContext items={board[column] ?? []} strategy={verticalListSortingStrategy}>
                    {(board[column] ?? []).map((card) => (
                      <SortableRow key={card} id={card} label={t(`dnd.cards.${card}`)} handleLabel={t('dnd.handle', { item: t(`dnd.cards.${card}`) })}>
                        <ThemeIcon size="sm" variant="light" color={column === 'done' ? 'success' : 'primary'} radius="xl">
                          {column === 'done' ? <IconCircleCheck size={14} /> : <IconListCheck size={14} />}
                        </ThemeIcon>
                        <Avatar size="sm" radius="xl" color="initials" name={t(`dnd.cards.${card}`)} />
                      </SortableRow>
                    ))}
                  </SortableContext>
                </BoardColumn>
              ))}
            </div>
          </DndContext>
        </ExampleCard>
      </div>
    </TemplatePage>
  );
}
