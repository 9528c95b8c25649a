import CHighlight
