// Pure list moves for the drag-and-drop examples: one list reordered, and a
// card moved from one column of a board to another.

/** `list` with the item at `from` moved to `to` (indexes out of range: unchanged copy). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= list.length || to < 0 || to >= list.length || from === to) return next;
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

export type Board = Record<string, string[]>;

/** The column that holds `id` (a card id or a column id itself). */
export function columnOf(board: Board, id: string): string | undefined {
  if (id in board) return id;
  return Object.keys(board).find((column) => board[column]?.includes(id));
}

/**
 * Moves card `id` next to `overId` (a card, or a column for its end). Within
 * one column it is a reorder; across columns the card leaves one and joins
 * the other. Unknown ids leave the board as it was.
 */
export function moveCard(board: Board, id: string, overId: string): Board {
  const from = columnOf(board, id);
  const to = columnOf(board, overId);
  if (!from || !to) return board;
  const source = board[from] ?? [];
  const target = board[to] ?? [];
  if (from === to) {
    const overIndex = overId === to ? target.length - 1 : target.indexOf(overId);
    return { ...board, [from]: moveItem(source, source.indexOf(id), overIndex) };
  }
  const overIndex = overId === to ? target.length : target.indexOf(overId);
  const nextTarget = [...target];
  nextTarget.splice(overIndex < 0 ? target.length : overIndex, 0, id);
  return { ...board, [from]: source.filter((card) => card !== id), [to]: nextTarget };
}
