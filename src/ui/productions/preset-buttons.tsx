import { Body1, Button, Caption1Strong, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useEffect } from 'react';
import { ProductionPresets, type PresetButton } from '../../application/productions';
import { useService, useQuery } from '../shared';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  module: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  label: { minWidth: '72px', textTransform: 'capitalize' },
  // A broadcast tally red that keeps white text readable (5.9:1), in either theme.
  active: {
    backgroundColor: '#c50f1f',
    color: '#ffffff',
    ':hover': { backgroundColor: '#a80d1a', color: '#ffffff' },
    ':hover:active': { backgroundColor: '#8e0b16', color: '#ffffff' },
  },
});

const label = (preset: string): string => preset.replace(/_/g, ' ');

/** The preset buttons of one output (spec 3 §2.9): red when applied, a spinner while applying. */
export const PresetButtons = ({ name }: { name: string }): React.JSX.Element => {
  const styles = useStyles();
  const presets = useService(ProductionPresets);
  useEffect(() => presets.open(name), [presets, name]);
  const buttons = useQuery(() => presets.buttons$(name), [presets, name], undefined);
  if (!buttons) return <Body1 role="status">Loading presets…</Body1>;
  const modules = [...new Set(buttons.map((button) => button.module))];
  return (
    <section className={styles.panel} aria-label="Presets" data-testid="production-presets">
      {modules.map((module) => (
        <div key={module} className={styles.module} role="group" aria-label={module}>
          <Caption1Strong className={styles.label}>{module}</Caption1Strong>
          {buttons
            .filter((button) => button.module === module)
            .map((button) => (
              <Preset
                key={button.preset}
                button={button}
                press={() => void presets.apply(name, module, button.preset)}
              />
            ))}
        </div>
      ))}
    </section>
  );
};

const Preset = ({ button, press }: { button: PresetButton; press: () => void }): React.JSX.Element => {
  const styles = useStyles();
  return (
    <Button
      size="small"
      className={button.active ? styles.active : undefined}
      aria-pressed={button.active}
      data-testid={`preset-${button.module}-${button.preset}`}
      data-active={button.active}
      icon={button.applying ? <Spinner size="extra-tiny" aria-label="Applying" /> : undefined}
      onClick={press}
    >
      {label(button.preset)}
    </Button>
  );
};
