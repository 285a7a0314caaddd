import { inject, injectable } from 'inversify';
import { combineLatest, distinctUntilChanged, map, type Observable, timer, type Subscription } from 'rxjs';
import { isAdministrator } from '../../domain/accounts';
import { bottomSheetCommands } from '../../domain/bottom-sheet';
import { CommandPort } from '../ports';
import { StateReader } from '../store';
import { RememberedViews, type RememberedView } from '../shared';

/** Spec 2 §2: tab activation is delayed 200 ms. */
export const tabActivationDelayMs = 200;
/** Spec 2 §2, spec 1 §9: tab content height, and with an action bar; spec 3 §9: devices and billing editors. */
export const sheetContentHeight = { plain: 584, withActions: 532, devicesAndBilling: 600 } as const;

/**
 * Spec 3 §9 'Bottom editor height 532 px, 600 px for devices and billing': every sheet opened under /devices or
 * /billing (device, models, plan series, locations, device content, contracts, customers, event billing) is
 * 600 px, decided here by the route rather than by each editor remembering to ask.
 */
export const areaSheetHeight = (path: string): number | undefined =>
  /^\/(devices|billing)(\/|$)/.test(path) ? sheetContentHeight.devicesAndBilling : undefined;
/** Spec 1 §9: inset at 70 % width from 1440 px. */
export const sheetInset = { fromWidth: 1440, widthPercent: 70 } as const;

/** The inset as the sheet's style applies it: from 1440 px wide, 15 % off each side leaves it 70 % wide, centred. */
export const sheetInsetRule = {
  media: `@media (min-width: ${sheetInset.fromWidth}px)`,
  side: `${(100 - sheetInset.widthPercent) / 2}%`,
} as const;

const fullscreenKey = 'bottom_sheet.fullscreen';

export type TabAvailability = 'always' | 'edit' | 'new';

/** Spec 2 §2: edit-only tabs are disabled without an id, new-only tabs with one. */
export const isTabEnabled = (availability: TabAvailability, hasId: boolean): boolean =>
  availability === 'always' || (availability === 'edit' ? hasId : !hasId);

/**
 * The bottom sheet's console-side state: the admin-only fullscreen toggle, remembered locally (spec 3 §2) and
 * journaled (folded into `bottomSheetChoices`, whose value wins, so a replay shows the sheet as the operator had
 * it), and the delayed tab activation (a timer belongs here, not in a view).
 */
@injectable()
export class BottomSheetController {
  private readonly fullscreen: RememberedView<boolean>;
  /** The toggle as its button shows it: the journal's newest where it holds one, else the remembered one. */
  readonly fullscreen$: Observable<boolean>;
  readonly isAdmin$: Observable<boolean>;
  /** Whether the sheet is fullscreen now: the toggle is for admins, so a remembered one counts only for them. */
  readonly expanded$: Observable<boolean>;

  constructor(
    @inject(RememberedViews) views: RememberedViews,
    @inject(StateReader) private readonly store: StateReader,
    @inject(CommandPort) private readonly commands: CommandPort,
  ) {
    this.fullscreen = views.remember(fullscreenKey, (stored) => stored === true);
    this.fullscreen$ = this.fullscreen.shownWith(store.select((state) => state.bottomSheetChoices.fullscreen));
    this.isAdmin$ = store.select((state) => isAdministrator(state.session.profile?.type));
    this.expanded$ = combineLatest([this.fullscreen$, this.isAdmin$]).pipe(
      map(([fullscreen, admin]) => fullscreen && admin),
      distinctUntilChanged(),
    );
  }

  get isFullscreen(): boolean {
    return this.store.state.bottomSheetChoices.fullscreen ?? this.fullscreen.value;
  }

  /** Journaled (folded at once, so the log and the button agree) and remembered on this device. */
  toggleFullscreen(): void {
    const on = !this.isFullscreen;
    this.commands.local(bottomSheetCommands.setFullscreen, { on });
    this.store.flush();
    this.fullscreen.choose(on);
  }

  isTabEnabled(availability: TabAvailability, hasId: boolean): boolean {
    return isTabEnabled(availability, hasId);
  }

  /**
   * The tab content's height (spec 2 §2, spec 1 §9): 584 px, 532 px above an action bar, 600 px for a sheet
   * under /devices or /billing (spec 3 §9, from `path`), or the editor's own. None when fullscreen: the content
   * takes what is left.
   */
  contentHeight(options: {
    readonly actions: boolean;
    readonly own?: number | undefined;
    readonly expanded: boolean;
    /** The route the sheet is open at. */
    readonly path?: string;
  }): number | undefined {
    if (options.expanded) return undefined;
    return (
      options.own ??
      (options.path === undefined ? undefined : areaSheetHeight(options.path)) ??
      (options.actions ? sheetContentHeight.withActions : sheetContentHeight.plain)
    );
  }

  /** Runs `activate` after the activation delay; the returned subscription cancels it (a newer pick, an unmount). */
  activateLater(activate: () => void): Subscription {
    return timer(tabActivationDelayMs).subscribe(activate);
  }
}
