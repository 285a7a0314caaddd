import { inject, injectable } from 'inversify';
import { isAdministrator } from '../../domain/accounts';
import type { ExportForm, Tag, TagType } from '../../domain/clips';
import { eventByUuid } from '../../domain/schedule';
import { FormEngine, type FormSubject } from '../forms';
import { StateReader } from '../store';
import { ExportFormSession, TagFormSession, type ClipFormDeps, type ExportTarget } from './clip-form-sessions';
import { ClipCommands } from './clips.commands';
import { CompilationFormSession } from './compilation-form-session';

/**
 * Opens the tag and export dialogs' forms on the shared form engine (spec 2 §3): admin_only fields for
 * administrators, form functions reading the event (its start) and, for an export, the clip. The caller
 * owns what it opens and disposes it when the dialog closes.
 */
@injectable()
export class ClipForms {
  constructor(
    @inject(FormEngine) private readonly engine: FormEngine,
    @inject(ClipCommands) private readonly commands: ClipCommands,
    @inject(StateReader) private readonly store: StateReader,
  ) {}

  openTag(eventUuid: string, type: TagType | undefined, tag?: Tag): TagFormSession {
    return new TagFormSession(this.deps(this.subjectOf(eventUuid)), eventUuid, tag, type);
  }

  openExport(target: ExportTarget): ExportFormSession {
    const subject = {
      ...this.subjectOf(target.row.eventUuid),
      clip: target.row.head as unknown as Readonly<Record<string, unknown>>,
    };
    return new ExportFormSession(this.deps(subject), target);
  }

  /** The MTV compilation's form (the mtv_special_export export form). */
  openCompilation(eventUuid: string, form: ExportForm): CompilationFormSession {
    return new CompilationFormSession(this.deps(this.subjectOf(eventUuid)), eventUuid, form);
  }

  private deps(subject: FormSubject): ClipFormDeps {
    return {
      engine: this.engine,
      commands: this.commands,
      viewer: { isAdmin: isAdministrator(this.store.state.session.profile?.type) },
      subject,
    };
  }

  private subjectOf(eventUuid: string): FormSubject {
    const event = eventByUuid(this.store.state.schedule, eventUuid);
    return event ? { event: event as unknown as Readonly<Record<string, unknown>> } : {};
  }
}
