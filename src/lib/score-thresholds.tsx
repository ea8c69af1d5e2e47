// The score thresholds that colour pronunciation results in the school on screen (set on /system/elsa-settings and
// sent with the school's session, which is kept offline): the school scope provides them, results read them; outside a
// school, or with a session stored before thresholds existed, the built-in bands.
import { createContext, useContext } from 'react';
import { DEFAULT_SCORE_THRESHOLDS, type ScoreThresholds } from '@/shared/score-thresholds.ts';

export const ScoreThresholdsContext = createContext<ScoreThresholds>(DEFAULT_SCORE_THRESHOLDS);

export const useScoreThresholds = () => useContext(ScoreThresholdsContext);
