/**
 * A saved filter delivered on `filters:all`. The specs name the entity but show no fields; we keep the common
 * record fields and a free-form value (docs/protocol/settings.md).
 */
export interface Filter {
  readonly id: number;
  readonly name?: string;
  readonly type?: string;
  readonly value?: unknown;
  readonly account_id?: number;
  readonly inserted_at?: string;
  readonly updated_at?: string;
}
