module cardtable

go 1.26.8
