/**
 * The Lua scripts that change bookings. Each one writes the booking record, its slot on the
 * technician's day (with the day's version) and the indexes together, so Redis never holds a
 * slot without its record or the other way round. Every key is under the agent's hash tag.
 *
 * Record JSON and slot JSON are written by the caller (JSON.stringify) and patched here with
 * cjson; numbers survive as long as they have at most 14 significant digits (epoch ms do).
 */

/**
 * Creates a booking (held or confirmed) if the day is still at the version read.
 * KEYS: day, dayVersion, record, byStart, [callerSet]
 * ARGV: expectedVersion, id, recordJson, slotJson, expiredIdsJson, retentionMs, holdTtlMs (0 = confirmed), start
 * → 1 written, 0 version moved, -1 id exists
 */
export const CREATE = `
local v = tonumber(redis.call('GET', KEYS[2]) or '0')
if v ~= tonumber(ARGV[1]) then return 0 end
if redis.call('EXISTS', KEYS[3]) == 1 then return -1 end
for _, id in ipairs(cjson.decode(ARGV[5])) do redis.call('HDEL', KEYS[1], id) end
redis.call('HSET', KEYS[1], ARGV[2], ARGV[4])
redis.call('INCR', KEYS[2])
redis.call('PEXPIRE', KEYS[1], ARGV[6])
redis.call('PEXPIRE', KEYS[2], ARGV[6])
if tonumber(ARGV[7]) > 0 then
  redis.call('SET', KEYS[3], ARGV[3], 'PX', ARGV[7])
else
  redis.call('SET', KEYS[3], ARGV[3], 'PX', ARGV[6])
  redis.call('ZADD', KEYS[4], ARGV[8], ARGV[2])
  redis.call('PEXPIRE', KEYS[4], ARGV[6])
  if KEYS[5] then
    redis.call('SADD', KEYS[5], ARGV[2])
    redis.call('PEXPIRE', KEYS[5], ARGV[6])
  end
end
return 1`;

/**
 * Turns a live hold into a booking, merging the caller's details into the record. The sequence
 * stays 0: the first invitation a customer gets is the confirmed booking's.
 * KEYS: day, dayVersion, record, byStart, [callerSet]
 * ARGV: id, now, retentionMs, patchJson
 * → the booking JSON, or nil when the hold lapsed, is gone or is not a hold
 */
export const CONFIRM = `
local raw = redis.call('GET', KEYS[3])
if not raw then return nil end
local b = cjson.decode(raw)
if b.status ~= 'held' or tonumber(b.holdExpiresAt) <= tonumber(ARGV[2]) then return nil end
local sraw = redis.call('HGET', KEYS[1], ARGV[1])
if not sraw then return nil end
for k, val in pairs(cjson.decode(ARGV[4])) do b[k] = val end
b.status = 'confirmed'
b.holdExpiresAt = nil
local s = cjson.decode(sraw)
s.status = 'confirmed'
s.holdExpiresAt = nil
redis.call('HSET', KEYS[1], ARGV[1], cjson.encode(s))
redis.call('INCR', KEYS[2])
local out = cjson.encode(b)
redis.call('SET', KEYS[3], out, 'PX', ARGV[3])
redis.call('ZADD', KEYS[4], b.start, ARGV[1])
redis.call('PEXPIRE', KEYS[4], ARGV[3])
if KEYS[5] then
  redis.call('SADD', KEYS[5], ARGV[1])
  redis.call('PEXPIRE', KEYS[5], ARGV[3])
end
return out`;

/**
 * Moves a confirmed booking to a new slot (the same record, sequence + 1) if the target day is
 * still at the version read and the booking is still where the caller saw it.
 * KEYS: oldDay, oldDayVersion, newDay, newDayVersion, record, byStart
 * ARGV: id, expectedNewVersion, newSlotJson, patchJson, expiredIdsJson, retentionMs, expectedOldStart
 * → the booking JSON, 0 when the day or the booking moved meanwhile, nil when it is gone
 */
export const MOVE = `
local raw = redis.call('GET', KEYS[5])
if not raw then return nil end
local b = cjson.decode(raw)
if b.status ~= 'confirmed' then return nil end
if tonumber(b.start) ~= tonumber(ARGV[7]) then return 0 end
if tonumber(redis.call('GET', KEYS[4]) or '0') ~= tonumber(ARGV[2]) then return 0 end
redis.call('HDEL', KEYS[1], ARGV[1])
redis.call('INCR', KEYS[2])
for _, id in ipairs(cjson.decode(ARGV[5])) do redis.call('HDEL', KEYS[3], id) end
redis.call('HSET', KEYS[3], ARGV[1], ARGV[3])
redis.call('INCR', KEYS[4])
redis.call('PEXPIRE', KEYS[3], ARGV[6])
redis.call('PEXPIRE', KEYS[4], ARGV[6])
for k, val in pairs(cjson.decode(ARGV[4])) do b[k] = val end
b.sequence = b.sequence + 1
local out = cjson.encode(b)
redis.call('SET', KEYS[5], out, 'PX', ARGV[6])
redis.call('ZADD', KEYS[6], b.start, ARGV[1])
return out`;

/**
 * Cancels a confirmed booking (the record stays, status cancelled, sequence + 1) or lets go of
 * a hold (the record goes). With mode 'release' only a hold is touched.
 * KEYS: day, dayVersion, record, byStart, [callerSet]
 * ARGV: id, now, retentionMs, mode ('cancel' | 'release'), expectedStart
 * → the booking JSON as it now is (a released hold: as it was), nil when there was nothing to
 *   do, 0 when it moved since the caller read it (read again and retry)
 */
export const CANCEL = `
local raw = redis.call('GET', KEYS[3])
if not raw then return nil end
local b = cjson.decode(raw)
if b.status == 'cancelled' or (ARGV[4] == 'release' and b.status ~= 'held') then return nil end
if tonumber(b.start) ~= tonumber(ARGV[5]) then return 0 end
if redis.call('HDEL', KEYS[1], ARGV[1]) == 1 then redis.call('INCR', KEYS[2]) end
if b.status == 'held' then
  redis.call('DEL', KEYS[3])
  return raw
end
b.status = 'cancelled'
b.sequence = b.sequence + 1
b.updatedAt = tonumber(ARGV[2])
local out = cjson.encode(b)
redis.call('SET', KEYS[3], out, 'PX', ARGV[3])
redis.call('ZREM', KEYS[4], ARGV[1])
if KEYS[5] then redis.call('SREM', KEYS[5], ARGV[1]) end
return out`;
