import { useCallback } from 'react';
import { WallLayoutCommands, type WallGrid, type WallLayout, type WallName } from '../../application/monitoring';
import { useService } from '../shared';
import { useEscape } from './use-escape';

export interface WallLayoutActions {
  readonly chooseGrid: (grid: WallGrid) => void;
  /** A tile clicked or Enter on it: solo it, or back to the grid. */
  readonly solo: (uuid: string) => void;
}

/**
 * A wall's layout actions (issue 31 §1), the same on every wall: the grid choice, the solo, and Escape back to the
 * grid while a tile is soloed; each is saved per account (WallLayoutCommands).
 */
export const useWallLayout = (wall: WallName, layout: WallLayout): WallLayoutActions => {
  const commands = useService(WallLayoutCommands);
  const chooseGrid = useCallback((grid: WallGrid) => void commands.chooseGrid(wall, grid), [commands, wall]);
  const solo = useCallback((uuid: string) => void commands.toggleSolo(wall, uuid), [commands, wall]);
  const endSolo = useCallback(() => void commands.endSolo(wall), [commands, wall]);
  useEscape(layout.solo === undefined ? undefined : endSolo);
  return { chooseGrid, solo };
};
