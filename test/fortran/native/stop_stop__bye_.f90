program s
print *, 'a'
stop 'bye'
end program
