"""Geometry with shapely: ranges, line of sight, footprints, zones, a spatial index. Takes model objects and
returns facts (numbers, ids, enums). No Qt."""
