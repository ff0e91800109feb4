// The todo app's calls (spec section 7, ADR 0021): the caller's tasks by
// filter, tag and search, newest first, a page at a time; new-task (201 {id}),
// update-task, trash-todo (the id as the body) and the fixed tags.
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { TaskFilter } from '../lib/todo-filter';

export type TagValue = 'team' | 'low' | 'medium' | 'high' | 'update';

export type Task = {
  id: number;
  title: string;
  desc: string;
  isImportant: boolean;
  isStarred: boolean;
  tags: TagValue[];
  isCompleted: boolean;
  isTrashed: boolean;
};

/** What a user writes of a task (new-task and update-task). */
export type TaskInput = Omit<Task, 'id' | 'isTrashed'>;

export type TaskTag = { id: number; text: string; value: TagValue; color: string };

/** Tasks per page; a full page means there may be more. */
export const TASKS_PER_PAGE = 20;

export const todoKeys = {
  all: ['apps', 'todo'] as const,
  list: (filter: TaskFilter, q: string) => ['apps', 'todo', 'list', filter, q] as const,
  tags: ['apps', 'todo', 'tags'] as const,
};

export function useTasks(filter: TaskFilter, q: string) {
  return useInfiniteQuery({
    queryKey: todoKeys.list(filter, q),
    queryFn: ({ pageParam, signal }) =>
      api.get<Task[]>('/api/apps/todo', {
        query: { filter: filter.filter, tag: filter.tag, q: q || undefined, page: pageParam, perPage: TASKS_PER_PAGE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.length === TASKS_PER_PAGE ? pages.length + 1 : undefined),
    placeholderData: keepPreviousData,
  });
}

export function useTaskTags() {
  return useQuery({
    queryKey: todoKeys.tags,
    queryFn: ({ signal }) => api.get<{ tags: TaskTag[] }>('/api/apps/todo/tags', { signal }),
    select: (answer) => answer.tags,
    staleTime: Infinity,
  });
}

export function useTaskMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: todoKeys.all, refetchType: 'active' });
  return {
    create: useMutation({
      mutationFn: (task: TaskInput) => api.post<{ id: number }>('/api/apps/todo/new-task', { task }),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: (task: TaskInput & { id: number }) => api.post<Task>('/api/apps/todo/update-task', { task }),
      onSuccess: refresh,
    }),
    trash: useMutation({
      mutationFn: (id: number) => api.post<number>('/api/app/todo/trash-todo', id),
      onSuccess: refresh,
    }),
  };
}
