export {
  DrillCodec,
  DrillFaultCodec,
  DrillListCodec,
  DrillSecondsCodec,
  DrillStartCodec,
  DrillStopCodec,
} from './drill.codec';
export { drillTopics } from './drills.topics';
