import { expect } from 'chai';
import { isOnTodoList, pastTodoActions, todoAfter, todoOf, todoTint, toggledTodo } from '../../../src/domain/schedule';
import { aGroup } from './schedule-fixtures';

describe('domain/schedule: event to-do (spec 1 §2.5, §4; spec 2 §3)', () => {
  const email = 'anna.producer@example.com';
  const group = aGroup(1, {
    [email]: { active: true, status: 'watch' },
    'mikko.ops@example.com': { active: false, status: 'ready' },
  });

  it('spec 2 §3: to-dos are keyed by account e-mail; only own keys count', () => {
    expect(todoOf(group, email)).to.deep.equal({ active: true, status: 'watch' });
    expect(todoOf(group, 'constructor')).to.equal(undefined);
    expect(todoOf(undefined, email)).to.equal(undefined);
    expect(isOnTodoList(group, email)).to.equal(true);
    expect(isOnTodoList(group, 'mikko.ops@example.com')).to.equal(false);
  });

  it('spec 1 §2.5: "watch is dark red if the event is past and dark grey otherwise; ready is green"', () => {
    expect(todoTint({ active: true, status: 'watch' }, 'past')).to.equal('dark-red');
    expect(todoTint({ active: true, status: 'watch' }, 'future')).to.equal('dark-grey');
    expect(todoTint({ active: true, status: 'watch' }, 'near-end')).to.equal('dark-grey');
    expect(todoTint({ active: true, status: 'ready' }, 'past')).to.equal('green');
    expect(todoTint({ active: false, status: 'ready' }, 'past')).to.equal(undefined);
  });

  it('spec 1 §4: "toggling sets status watch"', () => {
    expect(toggledTodo(undefined)).to.deep.equal({ active: true, status: 'watch' });
    expect(toggledTodo({ active: true, status: 'ready' })).to.deep.equal({ active: false, status: 'watch' });
  });

  it('spec 1 §4: "A past event in the to-do list can be set to ready or removed from the list"', () => {
    expect(pastTodoActions({ active: true, status: 'watch' }, 'past')).to.deep.equal(['ready', 'remove']);
    expect(pastTodoActions({ active: true, status: 'ready' }, 'past')).to.deep.equal(['remove']);
    expect(pastTodoActions({ active: true, status: 'watch' }, 'current')).to.deep.equal([]);
    expect(pastTodoActions({ active: false, status: 'watch' }, 'past')).to.deep.equal([]);
    expect(todoAfter('ready', { active: true, status: 'watch' })).to.deep.equal({ active: true, status: 'ready' });
    expect(todoAfter('remove', { active: true, status: 'watch' })).to.deep.equal({ active: false, status: 'watch' });
  });
});
