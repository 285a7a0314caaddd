import { makeStyles, ToggleButton, tokens } from '@fluentui/react-components';
import { wallGrids, type WallGrid } from '../../application/monitoring';

const useStyles = makeStyles({ group: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'center' } });

const gridLabels: Readonly<Record<WallGrid, string>> = { auto: 'Auto', '2x2': '2×2', '3x3': '3×3', '4x4': '4×4' };

/**
 * The wall's density (issue 31): Auto fits every tile on the screen; N×N fits that many, more scroll. Its buttons
 * are `{kind}-layout-{grid}`.
 */
export const WallGridChoice = ({
  kind,
  grid,
  onChoose,
}: {
  readonly kind: 'monitor' | 'multiview';
  readonly grid: WallGrid;
  readonly onChoose: (grid: WallGrid) => void;
}): React.JSX.Element => {
  const styles = useStyles();
  return (
    <div role="group" aria-label="Layout" className={styles.group}>
      {wallGrids.map((choice) => (
        <ToggleButton
          key={choice}
          size="small"
          checked={grid === choice}
          appearance={grid === choice ? 'primary' : 'secondary'}
          onClick={() => onChoose(choice)}
          data-testid={`${kind}-layout-${choice}`}
        >
          {gridLabels[choice]}
        </ToggleButton>
      ))}
    </div>
  );
};
