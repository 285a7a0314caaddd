import { inject, injectable } from 'inversify';
import { atDayAndTime, dayOf, parseTime } from '../../domain/event-editor';
import {
  addLanguage,
  asKeyValuePairs,
  asMultilanguage,
  asPlayoffTree,
  changeLanguage,
  changeText,
  eventLanguages,
  parseMarkdown,
  parseNumberField,
  playoffRoundLabels,
  playoffRounds,
  removeLanguage,
  setPlayoffPart,
  setTeamList,
  unusedLanguages,
  type EventLanguage,
  type KeyValuePair,
  type MarkdownBlock,
  type MultilanguageValue,
  type PlayoffPart,
  type PlayoffRound,
  type PlayoffTreeValue,
} from '../../domain/forms';
import { formatDate, formatTime } from '../../domain/clock';

import { parseCalendarDay } from '../inputs';
import { DisplayZone } from '../shared';

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The value rules the field renderers need (the UI may not import domain functions). */
@injectable()
export class FieldRules {
  readonly zone: string;

  constructor(@inject(DisplayZone) zone: DisplayZone) {
    this.zone = zone;
  }

  /** datetime values are unix seconds: their DD.MM.YYYY and HH:mm in the display zone. */
  dateTimeTexts(value: unknown): { readonly date: string; readonly time: string } {
    return typeof value === 'number' && Number.isFinite(value)
      ? { date: formatDate(value, this.zone), time: formatTime(value, this.zone) }
      : { date: '', time: '' };
  }

  /** A typed date and time as unix seconds, or undefined while either is not valid. */
  dateTimeValue(dateText: string, timeText: string): number | undefined {
    const day = parseCalendarDay(dateText);
    const time = parseTime(timeText);
    return day && time ? atDayAndTime(day, time, this.zone) : undefined;
  }

  /** date values are ISO days (YYYY-MM-DD, no zone to misread): shown as DD.MM.YYYY. */
  dateText(value: unknown): string {
    const match = typeof value === 'string' ? isoDay.exec(value) : null;
    return match ? `${match[3]}.${match[2]}.${match[1]}` : '';
  }

  dateValue(text: string): string | undefined {
    const day = parseCalendarDay(text);
    return day
      ? `${String(day.year).padStart(4, '0')}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`
      : undefined;
  }

  /** The calendar day of unix seconds in the display zone. */
  dayOf(seconds: number): { readonly year: number; readonly month: number; readonly day: number } {
    return dayOf(seconds, this.zone);
  }

  readonly languages: readonly EventLanguage[] = eventLanguages;
  readonly playoffRounds: readonly PlayoffRound[] = playoffRounds;
  readonly playoffRoundLabels = playoffRoundLabels;

  multilanguage(value: unknown): MultilanguageValue {
    return asMultilanguage(value);
  }

  addLanguage(value: MultilanguageValue): MultilanguageValue {
    return addLanguage(value);
  }

  removeLanguage(value: MultilanguageValue, index: number): MultilanguageValue {
    return removeLanguage(value, index);
  }

  changeLanguage(value: MultilanguageValue, index: number, lang: EventLanguage): MultilanguageValue {
    return changeLanguage(value, index, lang);
  }

  changeText(value: MultilanguageValue, index: number, text: string): MultilanguageValue {
    return changeText(value, index, text);
  }

  unusedLanguages(value: MultilanguageValue): readonly EventLanguage[] {
    return unusedLanguages(value);
  }

  markdown(source: unknown): readonly MarkdownBlock[] {
    return parseMarkdown(typeof source === 'string' ? source : '');
  }

  keyValuePairs(value: unknown): readonly KeyValuePair[] {
    return asKeyValuePairs(value);
  }

  playoffTree(value: unknown): PlayoffTreeValue {
    return asPlayoffTree(value);
  }

  setPlayoffPart(tree: PlayoffTreeValue, round: PlayoffRound, part: PlayoffPart, text: string): PlayoffTreeValue {
    return setPlayoffPart(tree, round, part, text);
  }

  setTeamList(tree: PlayoffTreeValue, teamList: string): PlayoffTreeValue {
    return setTeamList(tree, teamList);
  }

  /** Spec 2 §5: integers; empty counts as 0; other text stays as typed so the form shows its message. */
  numberValue(text: string): number | string {
    return parseNumberField(text) ?? text;
  }
}
